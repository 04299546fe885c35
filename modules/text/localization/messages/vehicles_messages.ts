// The vehicle's page (/{shop}/vehicles/{vehicleId}, modules/shops/vehicles/): its links, facts, the history
// record's form with its save and conflict, photos, the transfer to another customer and the trail; and the
// inspection history panel (the inspections module's) it shares with the customer's page.
import { defineMessages } from "../catalogue.ts";

export const VEHICLES_MESSAGES = defineMessages("vehicles", "Vehicles", {
  noSuchVehicle: {
    "en-US": "There is no such vehicle in this shop.",
    "es-MX": "Este vehículo no existe en este taller.",
    "fr-CA": "Ce véhicule n'existe pas dans ce garage.",
  },
  relatedPages: { "en-US": "Related pages", "es-MX": "Páginas relacionadas", "fr-CA": "Pages liées" },
  backToInspection: {
    "en-US": "← Back to the inspection",
    "es-MX": "← Volver a la inspección",
    "fr-CA": "← Retour à l'inspection",
  },
  decodeVin: { "en-US": "Decode the VIN", "es-MX": "Decodificar el VIN", "fr-CA": "Décoder le NIV" },
  mainPicture: { "en-US": "Main picture", "es-MX": "Foto principal", "fr-CA": "Photo principale" },
  owner: { "en-US": "Owner", "es-MX": "Propietario", "fr-CA": "Propriétaire" },
  unnamedCustomer: {
    "en-US": "Unnamed customer",
    "es-MX": "Cliente sin nombre",
    "fr-CA": "Client sans nom",
  },
  noCustomer: { "en-US": "No customer", "es-MX": "Sin cliente", "fr-CA": "Aucun client" },
  vin: { "en-US": "VIN", "es-MX": "VIN", "fr-CA": "NIV" },
  validVin: { "en-US": "Valid VIN", "es-MX": "VIN válido", "fr-CA": "NIV valide" },
  invalidVin: { "en-US": "Not a valid VIN", "es-MX": "VIN no válido", "fr-CA": "NIV non valide" },
  colour: { "en-US": "Colour", "es-MX": "Color", "fr-CA": "Couleur" },
  // The colour fact when no colour is picked ("Dark blue · none").
  noColourSet: { "en-US": "none", "es-MX": "ninguno", "fr-CA": "aucune" },
  subject: { "en-US": "Subject", "es-MX": "Tipo", "fr-CA": "Type" },
  subjectGeneral: { "en-US": "General", "es-MX": "General", "fr-CA": "Général" },
  subjectVehicle: { "en-US": "Vehicle", "es-MX": "Vehículo", "fr-CA": "Véhicule" },
  subjectAppliance: { "en-US": "Appliance", "es-MX": "Aparato", "fr-CA": "Appareil" },
  versions: { "en-US": "Versions", "es-MX": "Versiones", "fr-CA": "Versions" },
  versionsValue: {
    "en-US": "Subject {version} · subclass {version}",
    "es-MX": "Tipo {version} · subclase {version}",
    "fr-CA": "Type {version} · sous-classe {version}",
  },
  created: { "en-US": "Created", "es-MX": "Creado", "fr-CA": "Créé" },
  modified: { "en-US": "Modified", "es-MX": "Modificado", "fr-CA": "Modifié" },
  crmKey: {
    "en-US": "Work-order key",
    "es-MX": "Clave de orden de trabajo",
    "fr-CA": "Clé du bon de travail",
  },
  record: {
    "en-US": "Vehicle history record",
    "es-MX": "Expediente del vehículo",
    "fr-CA": "Dossier du véhicule",
  },
  photos: { "en-US": "Photos", "es-MX": "Fotos", "fr-CA": "Photos" },
  photosHint: {
    "en-US": 'A photo whose purpose is "Main picture" is the one shown for this vehicle.',
    "es-MX": "La foto cuyo propósito es «Foto principal» es la que se muestra para este vehículo.",
    "fr-CA": "La photo dont le rôle est « Photo principale » est celle qui représente ce véhicule.",
  },
  photosOf: { "en-US": "Photos of {vehicle}", "es-MX": "Fotos de {vehicle}", "fr-CA": "Photos de {vehicle}" },
  transferHeading: {
    "en-US": "Transfer to another customer",
    "es-MX": "Traspasar a otro cliente",
    "fr-CA": "Transférer à un autre client",
  },
  transferHint: {
    "en-US": "The vehicle's inspections go with it; both customers' trails record the move.",
    "es-MX":
      "Las inspecciones del vehículo se van con él; el historial de ambos clientes registra el traspaso.",
    "fr-CA": "Les inspections du véhicule le suivent; l'historique des deux clients consigne le transfert.",
  },
  trail: { "en-US": "Trail", "es-MX": "Historial de cambios", "fr-CA": "Historique des changements" },
  nothingRecorded: {
    "en-US": "Nothing recorded yet.",
    "es-MX": "Todavía no hay nada registrado.",
    "fr-CA": "Rien de consigné pour l'instant.",
  },
  // The history record's form.
  form: { "en-US": "Vehicle", "es-MX": "Vehículo", "fr-CA": "Véhicule" },
  plate: { "en-US": "Plate", "es-MX": "Placas", "fr-CA": "Plaque" },
  plateIssuer: { "en-US": "Plate issuer", "es-MX": "Estado de las placas", "fr-CA": "Province de la plaque" },
  make: { "en-US": "Make", "es-MX": "Marca", "fr-CA": "Marque" },
  model: { "en-US": "Model", "es-MX": "Modelo", "fr-CA": "Modèle" },
  modelYear: { "en-US": "Year", "es-MX": "Año", "fr-CA": "Année" },
  trim: { "en-US": "Trim", "es-MX": "Versión", "fr-CA": "Version" },
  style: { "en-US": "Style", "es-MX": "Estilo", "fr-CA": "Style" },
  vehicleType: { "en-US": "Type", "es-MX": "Tipo de vehículo", "fr-CA": "Type de véhicule" },
  size: { "en-US": "Size", "es-MX": "Tamaño", "fr-CA": "Taille" },
  engine: { "en-US": "Engine", "es-MX": "Motor", "fr-CA": "Moteur" },
  transmission: { "en-US": "Transmission", "es-MX": "Transmisión", "fr-CA": "Transmission" },
  colorDesc: {
    "en-US": "Colour description",
    "es-MX": "Descripción del color",
    "fr-CA": "Description de la couleur",
  },
  notes: { "en-US": "Notes", "es-MX": "Notas", "fr-CA": "Notes" },
  // The colour picker's value when none is picked, and the button that clears it.
  noColour: { "en-US": "None", "es-MX": "Ninguno", "fr-CA": "Aucune" },
  clearColour: { "en-US": "No colour", "es-MX": "Sin color", "fr-CA": "Sans couleur" },
  conflictField: {
    "en-US": '{field}: theirs "{theirs}", yours "{yours}"',
    "es-MX": "{field}: lo suyo «{theirs}», lo de usted «{yours}»",
    "fr-CA": "{field} : les siennes « {theirs} », les vôtres « {yours} »",
  },
  useTheirValues: {
    "en-US": "Use their values",
    "es-MX": "Usar sus valores",
    "fr-CA": "Prendre ses valeurs",
  },
  keepMyChanges: {
    "en-US": "Keep my changes",
    "es-MX": "Conservar mis cambios",
    "fr-CA": "Garder mes changements",
  },
  saving: { "en-US": "Saving…", "es-MX": "Guardando…", "fr-CA": "Enregistrement…" },
  save: { "en-US": "Save vehicle", "es-MX": "Guardar vehículo", "fr-CA": "Enregistrer le véhicule" },
  versionChanged: {
    "en-US": "Version {version} · changed {modified}",
    "es-MX": "Versión {version} · cambiado {modified}",
    "fr-CA": "Version {version} · modifié le {modified}",
  },
  saved: { "en-US": "Vehicle saved.", "es-MX": "Vehículo guardado.", "fr-CA": "Véhicule enregistré." },
  unchanged: {
    "en-US": "Nothing to save: the vehicle was already as shown.",
    "es-MX": "Nada que guardar: el vehículo ya estaba así.",
    "fr-CA": "Rien à enregistrer : le véhicule était déjà ainsi.",
  },
  unanswered: {
    "en-US": "The vehicle could not be saved: the network did not answer.",
    "es-MX": "No se pudo guardar el vehículo: la red no respondió.",
    "fr-CA": "Le véhicule n'a pas pu être enregistré : le réseau n'a pas répondu.",
  },
  // The transfer.
  findNewOwner: {
    "en-US": "Find the new owner",
    "es-MX": "Buscar al nuevo propietario",
    "fr-CA": "Trouver le nouveau propriétaire",
  },
  transferPlaceholder: {
    "en-US": "Name, phone or e-mail",
    "es-MX": "Nombre, teléfono o correo",
    "fr-CA": "Nom, téléphone ou courriel",
  },
  find: { "en-US": "Find", "es-MX": "Buscar", "fr-CA": "Trouver" },
  noOtherMatch: {
    "en-US": "No other customer matches.",
    "es-MX": "Ningún otro cliente coincide.",
    "fr-CA": "Aucun autre client ne correspond.",
  },
  giveTo: { "en-US": "Give the vehicle to", "es-MX": "Dar el vehículo a", "fr-CA": "Donner le véhicule à" },
  transferTo: {
    "en-US": "Transfer to {customer}",
    "es-MX": "Traspasar a {customer}",
    "fr-CA": "Transférer à {customer}",
  },
  transferred: {
    "en-US": "The vehicle now belongs to {customer}.",
    "es-MX": "El vehículo ahora es de {customer}.",
    "fr-CA": "Le véhicule appartient maintenant à {customer}.",
  },
  transferUnanswered: {
    "en-US": "The vehicle could not be transferred: the network did not answer.",
    "es-MX": "No se pudo traspasar el vehículo: la red no respondió.",
    "fr-CA": "Le véhicule n'a pas pu être transféré : le réseau n'a pas répondu.",
  },
  customerNumber: { "en-US": "Customer {id}", "es-MX": "Cliente {id}", "fr-CA": "Client {id}" },
  // The server's refusals of a vehicle's details (the vehicle's page, the add form, the Details tab).
  refusedModelYear: {
    "en-US": 'A model year is a year from 1886 to 2100 (got "{year}").',
    "es-MX": 'Un año de modelo es un año de 1886 a 2100 (se recibió "{year}").',
    "fr-CA": "Une année modèle est une année de 1886 à 2100 (reçu « {year} »).",
  },
  // A field longer than its limit (label: one of the field names below, or the form's own: Trim, Engine…).
  refusedTooLong: {
    "en-US": "{label} is too long: at most {max} characters.",
    "es-MX": "{label}: demasiado largo, como máximo {max} caracteres.",
    "fr-CA": "{label} : trop long, au plus {max} caractères.",
  },
  theMake: { "en-US": "The make", "es-MX": "La marca", "fr-CA": "La marque" },
  theModel: { "en-US": "The model", "es-MX": "El modelo", "fr-CA": "Le modèle" },
  theVin: { "en-US": "The VIN", "es-MX": "El VIN", "fr-CA": "Le NIV" },
  thePlate: { "en-US": "The plate", "es-MX": "Las placas", "fr-CA": "La plaque" },
  thePlateIssuer: {
    "en-US": "The plate issuer",
    "es-MX": "El estado de las placas",
    "fr-CA": "La province de la plaque",
  },
  refusedVin: {
    "en-US": "A VIN has only letters and digits.",
    "es-MX": "Un VIN tiene solo letras y dígitos.",
    "fr-CA": "Un NIV n'a que des lettres et des chiffres.",
  },
  refusedTransferConflict: {
    "en-US": "Someone else changed this vehicle after you opened the page. Nothing was transferred: reload " +
      "the page and try again.",
    "es-MX": "Alguien más cambió este vehículo después de que usted abrió la página. No se traspasó nada: " +
      "vuelva a cargar la página e intente de nuevo.",
    "fr-CA": "Quelqu'un d'autre a modifié ce véhicule après l'ouverture de la page. Rien n'a été " +
      "transféré : rechargez la page et réessayez.",
  },
  refusedConflict: {
    "en-US": "Someone else changed this vehicle after you opened the page. Nothing was saved: compare " +
      "their values with yours, then save again.",
    "es-MX": "Alguien más cambió este vehículo después de que usted abrió la página. No se guardó nada: " +
      "compare sus valores con los suyos y vuelva a guardar.",
    "fr-CA": "Quelqu'un d'autre a modifié ce véhicule après l'ouverture de la page. Rien n'a été " +
      "enregistré : comparez ses valeurs avec les vôtres, puis enregistrez de nouveau.",
  },
});

// The inspection history panel (the inspections module's), on the vehicle's page and the customer's page: a
// set of its own, so the customer's page sends only these of the vehicles' words.
export const VEHICLE_HISTORY_MESSAGES = defineMessages("vehicles", "Vehicles", {
  inspections: { "en-US": "Inspections", "es-MX": "Inspecciones", "fr-CA": "Inspections" },
  noInspections: {
    "en-US": "No inspections yet.",
    "es-MX": "Todavía no hay inspecciones.",
    "fr-CA": "Aucune inspection pour l'instant.",
  },
  historyLabel: {
    "en-US": "Inspection history",
    "es-MX": "Historial de inspecciones",
    "fr-CA": "Historique des inspections",
  },
  date: { "en-US": "Date", "es-MX": "Fecha", "fr-CA": "Date" },
  inspection: { "en-US": "Inspection", "es-MX": "Inspección", "fr-CA": "Inspection" },
  vehicle: { "en-US": "Vehicle", "es-MX": "Vehículo", "fr-CA": "Véhicule" },
  status: { "en-US": "Status", "es-MX": "Estado", "fr-CA": "Statut" },
  mileage: { "en-US": "Mileage", "es-MX": "Kilometraje", "fr-CA": "Kilométrage" },
  results: { "en-US": "Results", "es-MX": "Resultados", "fr-CA": "Résultats" },
  report: { "en-US": "Report", "es-MX": "Informe", "fr-CA": "Rapport" },
  roNumber: { "en-US": "RO {number}", "es-MX": "Orden {number}", "fr-CA": "BT {number}" },
  pass: { "en-US": "{count} pass", "es-MX": "{count} bien", "fr-CA": "{count} conforme" },
  recommend: { "en-US": "{count} recommend", "es-MX": "{count} pronto", "fr-CA": "{count} à surveiller" },
  fail: { "en-US": "{count} fail", "es-MX": "{count} falla", "fr-CA": "{count} non conforme" },
  sent: { "en-US": "Sent", "es-MX": "Enviado", "fr-CA": "Envoyé" },
  notSent: { "en-US": "Not sent", "es-MX": "No enviado", "fr-CA": "Non envoyé" },
  declined: {
    "en-US": "Declined work still open",
    "es-MX": "Trabajos rechazados pendientes",
    "fr-CA": "Travaux refusés encore ouverts",
  },
  noDeclined: {
    "en-US": "No declined work is open.",
    "es-MX": "No hay trabajos rechazados pendientes.",
    "fr-CA": "Aucun travail refusé n'est ouvert.",
  },
  offered: { "en-US": "offered {day}", "es-MX": "ofrecido el {day}", "fr-CA": "proposé le {day}" },
});
