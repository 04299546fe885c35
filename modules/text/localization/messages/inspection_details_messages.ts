// One inspection's details page (/{shop}/inspections/{enc}, modules/inspections/header/): the heading and tabs
// every page of an inspection shows above it, the next steps (Checklist done, Approve audit…), the details'
// forms and their save states, and the report options. The add form names the same fields with these
// messages (First name, Odometer, Manager…), so a shop's wording of a field is one wording.
import { defineMessages } from "../catalogue.ts";
import { INSPECTION_HEADING_MESSAGES } from "./inspection_heading_messages.ts";

// The heading's words are declared in a file of their own (the same keys, first in the area), so a page that
// shows only the heading, the checklist, does not load the details' other 200 words in three languages.
export const INSPECTION_DETAILS_MESSAGES = {
  ...INSPECTION_HEADING_MESSAGES,
  ...defineMessages("inspectionDetails", "Inspection details", {
    nextSteps: { "en-US": "Next steps", "es-MX": "Siguientes pasos", "fr-CA": "Prochaines étapes" },
    checklistDone: { "en-US": "Checklist done", "es-MX": "Lista terminada", "fr-CA": "Liste terminée" },
    approve: { "en-US": "Approve audit", "es-MX": "Aprobar revisión", "fr-CA": "Approuver la vérification" },
    sendBack: {
      "en-US": "Send back for more work",
      "es-MX": "Devolver para más trabajo",
      "fr-CA": "Renvoyer pour plus de travail",
    },
    close: { "en-US": "Close inspection", "es-MX": "Cerrar inspección", "fr-CA": "Fermer l'inspection" },
    reopen: { "en-US": "Reopen", "es-MX": "Reabrir", "fr-CA": "Rouvrir" },
    // A next step refused (409) because someone moved the inspection on meanwhile: its status, lowercase, and
    // the action as the trail names it (inspectionTrail.statusAction).
    actionRefused: {
      "en-US": 'This inspection is {status}: "{action}" does not apply now.',
      "es-MX": "Esta inspección está en estado «{status}»: «{action}» no aplica ahora.",
      "fr-CA": "Cette inspection est à l’état « {status} » : « {action} » ne s’applique pas maintenant.",
    },
    unreachable: {
      "en-US": "The server could not be reached. Check the connection and try again.",
      "es-MX": "No se pudo contactar al servidor. Revise la conexión e intente de nuevo.",
      "fr-CA": "Le serveur est injoignable. Vérifiez la connexion et réessayez.",
    },
    saving: { "en-US": "Saving…", "es-MX": "Guardando…", "fr-CA": "Enregistrement…" },
    saved: { "en-US": "Saved", "es-MX": "Guardado", "fr-CA": "Enregistré" },
    conflict: {
      "en-US": "Someone else changed this inspection meanwhile. Choose below, field by field.",
      "es-MX": "Otra persona cambió esta inspección mientras tanto. Elija abajo, campo por campo.",
      "fr-CA":
        "Quelqu'un d'autre a modifié cette inspection entre-temps. Choisissez ci-dessous, champ par champ.",
    },
    notSaved: {
      "en-US": "Couldn't save: {reason}",
      "es-MX": "No se pudo guardar: {reason}",
      "fr-CA": "Enregistrement impossible : {reason}",
    },
    saveUnreachable: {
      "en-US": "the server could not be reached. Your changes are still here.",
      "es-MX": "no se pudo contactar al servidor. Sus cambios siguen aquí.",
      "fr-CA": "le serveur est injoignable. Vos modifications sont toujours là.",
    },
    closed: {
      "en-US": "This inspection is closed. A manager can reopen it to change it.",
      "es-MX": "Esta inspección está cerrada. Un gerente puede reabrirla para cambiarla.",
      "fr-CA": "Cette inspection est fermée. Un gérant peut la rouvrir pour la modifier.",
    },
    // The inspection's own field longer than its limit (label: one of the names below).
    refusedTooLong: {
      "en-US": "{label} is too long: at most {max, number} characters.",
      "es-MX": "{label}: demasiado largo, como máximo {max, number} caracteres.",
      "fr-CA": "{label} : trop long, au plus {max, number} caractères.",
    },
    theRoNumber: {
      "en-US": "The RO number",
      "es-MX": "El número de orden",
      "fr-CA": "Le numéro de bon de travail",
    },
    theNotes: { "en-US": "The notes", "es-MX": "Las notas", "fr-CA": "Les notes" },
    theSalesPitch: {
      "en-US": "The sales pitch",
      "es-MX": "El argumento de venta",
      "fr-CA": "L'argumentaire de vente",
    },
    // A type change refused (409) once the checklist has results.
    refusedTypeLocked: {
      "en-US": "The inspection type can't be changed any more: results have been saved on its checklist.",
      "es-MX":
        "Ya no se puede cambiar el tipo de inspección: se guardaron resultados en su lista de revisión.",
      "fr-CA":
        "Le type d'inspection ne peut plus être changé : des résultats ont été enregistrés sur sa liste " +
        "de vérification.",
    },
    readOnly: {
      "en-US": "You can read these details; changing them is for the shop's staff.",
      "es-MX": "Puede leer estos datos; cambiarlos le toca al personal del taller.",
      "fr-CA": "Vous pouvez lire ces détails; les modifier revient au personnel du garage.",
    },
    detailsForm: {
      "en-US": "Inspection details",
      "es-MX": "Datos de la inspección",
      "fr-CA": "Détails de l'inspection",
    },
    customer: { "en-US": "Customer", "es-MX": "Cliente", "fr-CA": "Client" },
    noCustomer: {
      "en-US": "No customer yet: a name adds one to this inspection.",
      "es-MX": "Sin cliente aún: un nombre agrega uno a esta inspección.",
      "fr-CA": "Aucun client encore : un nom en ajoute un à cette inspection.",
    },
    firstName: { "en-US": "First name", "es-MX": "Nombre", "fr-CA": "Prénom" },
    lastName: { "en-US": "Last name", "es-MX": "Apellido", "fr-CA": "Nom" },
    company: { "en-US": "Company", "es-MX": "Empresa", "fr-CA": "Entreprise" },
    mobile: { "en-US": "Mobile", "es-MX": "Celular", "fr-CA": "Cellulaire" },
    landline: { "en-US": "Landline", "es-MX": "Teléfono fijo", "fr-CA": "Téléphone fixe" },
    email: { "en-US": "E-mail", "es-MX": "Correo electrónico", "fr-CA": "Courriel" },
    vehicle: { "en-US": "Vehicle", "es-MX": "Vehículo", "fr-CA": "Véhicule" },
    noVehicle: {
      "en-US": "No vehicle yet: a make, model or VIN adds one.",
      "es-MX": "Sin vehículo aún: una marca, modelo o VIN agrega uno.",
      "fr-CA": "Aucun véhicule encore : une marque, un modèle ou un NIV en ajoute un.",
    },
    // {link} is the link to the vehicle's page (vehiclePage), where the sentence puts it.
    vehicleRecord: {
      "en-US": "{link}: its whole record, photos, history and owner.",
      "es-MX": "{link}: todo su expediente, fotos, historial y dueño.",
      "fr-CA": "{link} : tout son dossier, ses photos, son historique et son propriétaire.",
    },
    vehiclePage: {
      "en-US": "The vehicle's page",
      "es-MX": "La página del vehículo",
      "fr-CA": "La page du véhicule",
    },
    year: { "en-US": "Year", "es-MX": "Año", "fr-CA": "Année" },
    make: { "en-US": "Make", "es-MX": "Marca", "fr-CA": "Marque" },
    model: { "en-US": "Model", "es-MX": "Modelo", "fr-CA": "Modèle" },
    vin: { "en-US": "VIN", "es-MX": "VIN", "fr-CA": "NIV" },
    plate: { "en-US": "Plate", "es-MX": "Placas", "fr-CA": "Plaque" },
    plateIssuer: {
      "en-US": "Plate issuer",
      "es-MX": "Estado de las placas",
      "fr-CA": "Province de la plaque",
    },
    inspection: { "en-US": "Inspection", "es-MX": "Inspección", "fr-CA": "Inspection" },
    odometer: { "en-US": "Odometer", "es-MX": "Odómetro", "fr-CA": "Odomètre" },
    odometerUnit: {
      "en-US": "Odometer unit",
      "es-MX": "Unidad del odómetro",
      "fr-CA": "Unité de l'odomètre",
    },
    unitMi: { "en-US": "miles", "es-MX": "millas", "fr-CA": "milles" },
    unitKm: { "en-US": "km", "es-MX": "km", "fr-CA": "km" },
    unitH: { "en-US": "hours", "es-MX": "horas", "fr-CA": "heures" },
    roNumber: { "en-US": "RO number", "es-MX": "Número de orden", "fr-CA": "Numéro de bon de travail" },
    type: { "en-US": "Type", "es-MX": "Tipo", "fr-CA": "Type" },
    typeLocked: {
      "en-US": "Results are saved on the checklist, so the type stays.",
      "es-MX": "Ya hay resultados guardados en la lista, así que el tipo se queda.",
      "fr-CA": "Des résultats sont enregistrés dans la liste, alors le type reste.",
    },
    manager: { "en-US": "Manager", "es-MX": "Gerente", "fr-CA": "Gérant" },
    mechanic: { "en-US": "Mechanic", "es-MX": "Mecánico", "fr-CA": "Mécanicien" },
    nobodyYet: { "en-US": "Nobody yet", "es-MX": "Nadie aún", "fr-CA": "Personne encore" },
    notes: { "en-US": "Notes", "es-MX": "Notas", "fr-CA": "Notes" },
    saveDetails: { "en-US": "Save details", "es-MX": "Guardar datos", "fr-CA": "Enregistrer les détails" },
    salesPitch: { "en-US": "Sales pitch", "es-MX": "Argumento de venta", "fr-CA": "Argumentaire de vente" },
    salesPitchField: {
      "en-US": "What the adviser tells the customer",
      "es-MX": "Lo que el asesor le dice al cliente",
      "fr-CA": "Ce que le conseiller dit au client",
    },
    saveSalesPitch: {
      "en-US": "Save sales pitch",
      "es-MX": "Guardar argumento de venta",
      "fr-CA": "Enregistrer l'argumentaire",
    },
    reportOptions: {
      "en-US": "Report options",
      "es-MX": "Opciones del reporte",
      "fr-CA": "Options du rapport",
    },
    reportShows: {
      "en-US": "The customer's report shows",
      "es-MX": "El reporte del cliente muestra",
      "fr-CA": "Le rapport du client montre",
    },
    showPassedItems: { "en-US": "Passed items", "es-MX": "Puntos que pasaron", "fr-CA": "Points conformes" },
    showPassedItemsHint: {
      "en-US": "List what passed too, not only what needs work.",
      "es-MX": "Enlistar también lo que pasó, no solo lo que necesita trabajo.",
      "fr-CA": "Lister aussi ce qui est conforme, pas seulement ce qui demande du travail.",
    },
    showPrices: { "en-US": "Prices", "es-MX": "Precios", "fr-CA": "Prix" },
    showPricesHint: {
      "en-US": "Show the price of each recommended repair and the total.",
      "es-MX": "Mostrar el precio de cada reparación recomendada y el total.",
      "fr-CA": "Montrer le prix de chaque réparation recommandée et le total.",
    },
    showTechnicianNotes: {
      "en-US": "Technician's notes",
      "es-MX": "Notas del técnico",
      "fr-CA": "Notes du technicien",
    },
    showTechnicianNotesHint: {
      "en-US": "Show the mechanic's notes on each item word for word.",
      "es-MX": "Mostrar las notas del mecánico en cada punto, palabra por palabra.",
      "fr-CA": "Montrer les notes du mécanicien sur chaque point, mot pour mot.",
    },
    showSummary: { "en-US": "Summary at the top", "es-MX": "Resumen arriba", "fr-CA": "Résumé en haut" },
    showSummaryHint: {
      "en-US": "Counts of urgent, soon and passed items first.",
      "es-MX": "Primero, cuántos puntos son urgentes, para pronto y que pasaron.",
      "fr-CA": "D'abord, le nombre de points urgents, à prévoir et conformes.",
    },
    saveReportOptions: {
      "en-US": "Save report options",
      "es-MX": "Guardar opciones del reporte",
      "fr-CA": "Enregistrer les options du rapport",
    },
    unsavedChanges: {
      "en-US": "Unsaved changes",
      "es-MX": "Cambios sin guardar",
      "fr-CA": "Modifications non enregistrées",
    },
    changedBySomeoneElse: {
      "en-US": "Changed by someone else:",
      "es-MX": "Cambiado por otra persona:",
      "fr-CA": "Modifié par quelqu'un d'autre :",
    },
    useTheirs: { "en-US": "Use theirs", "es-MX": "Usar el suyo", "fr-CA": "Prendre le leur" },
    keepMine: { "en-US": "Keep mine", "es-MX": "Conservar el mío", "fr-CA": "Garder le mien" },
    empty: { "en-US": "(empty)", "es-MX": "(vacío)", "fr-CA": "(vide)" },
    shown: { "en-US": "shown", "es-MX": "se muestra", "fr-CA": "affiché" },
    hidden: { "en-US": "hidden", "es-MX": "oculto", "fr-CA": "masqué" },
  }),
};
