// A new inspection: the add form (/{shop}/inspections/add) and the bay's quick-create (/{shop}/quick-create),
// modules/inspections/add/. The inspection's own fields (Odometer, Manager, First name…) are named by the
// details page's messages (inspectionDetails.*), so both pages say a field the same way.
import { defineMessages } from "../catalogue.ts";

export const INSPECTION_ADD_MESSAGES = defineMessages("inspectionAdd", "New inspection", {
  title: { "en-US": "New inspection", "es-MX": "Nueva inspección", "fr-CA": "Nouvelle inspection" },
  backToList: {
    "en-US": "Back to the inspections",
    "es-MX": "Volver a las inspecciones",
    "fr-CA": "Retour aux inspections",
  },
  quickTitle: { "en-US": "Quick inspection", "es-MX": "Inspección rápida", "fr-CA": "Inspection rapide" },
  customerName: { "en-US": "Customer name", "es-MX": "Nombre del cliente", "fr-CA": "Nom du client" },
  mobilePhone: { "en-US": "Mobile phone", "es-MX": "Teléfono celular", "fr-CA": "Téléphone cellulaire" },
  inspectionType: { "en-US": "Inspection type", "es-MX": "Tipo de inspección", "fr-CA": "Type d'inspection" },
  defaultType: {
    "en-US": "{type} (default)",
    "es-MX": "{type} (predeterminado)",
    "fr-CA": "{type} (par défaut)",
  },
  start: { "en-US": "Start inspection", "es-MX": "Iniciar inspección", "fr-CA": "Commencer l'inspection" },
  fullForm: { "en-US": "The full form", "es-MX": "El formulario completo", "fr-CA": "Le formulaire complet" },
  workOrder: {
    "en-US": "For work order {workOrder}.",
    "es-MX": "Para la orden de trabajo {workOrder}.",
    "fr-CA": "Pour le bon de travail {workOrder}.",
  },
  notesForMechanic: {
    "en-US": "Notes for the mechanic",
    "es-MX": "Notas para el mecánico",
    "fr-CA": "Notes pour le mécanicien",
  },
  customerRequired: {
    "en-US": "(required for this type)",
    "es-MX": "(obligatorio para este tipo)",
    "fr-CA": "(obligatoire pour ce type)",
  },
  customerNotUsed: {
    "en-US": "(not used by this type)",
    "es-MX": "(no se usa en este tipo)",
    "fr-CA": "(non utilisé pour ce type)",
  },
  customerOptional: { "en-US": "(optional)", "es-MX": "(opcional)", "fr-CA": "(facultatif)" },
  findCustomer: { "en-US": "Find a customer", "es-MX": "Buscar un cliente", "fr-CA": "Trouver un client" },
  findCustomerPlaceholder: {
    "en-US": "Name, phone number or e-mail",
    "es-MX": "Nombre, teléfono o correo electrónico",
    "fr-CA": "Nom, numéro de téléphone ou courriel",
  },
  noCustomerMatches: {
    "en-US": "No customer matches: fill in a new one below.",
    "es-MX": "Ningún cliente coincide: llene uno nuevo abajo.",
    "fr-CA": "Aucun client ne correspond : remplissez-en un nouveau ci-dessous.",
  },
  customersFound: { "en-US": "{count} found.", "es-MX": "{count} encontrados.", "fr-CA": "{count} trouvés." },
  lookupFailed: {
    "en-US": "Couldn't look customers up: {reason}",
    "es-MX": "No se pudo buscar clientes: {reason}",
    "fr-CA": "Recherche de clients impossible : {reason}",
  },
  whichCustomer: { "en-US": "Which customer", "es-MX": "Qué cliente", "fr-CA": "Quel client" },
  vehicleCount: {
    "en-US": "{count, plural, one {# vehicle} other {# vehicles}}",
    "es-MX": "{count, plural, one {# vehículo} other {# vehículos}}",
    "fr-CA": "{count, plural, one {# véhicule} other {# véhicules}}",
  },
  newCustomer: { "en-US": "A new customer", "es-MX": "Un cliente nuevo", "fr-CA": "Un nouveau client" },
  whichVehicle: { "en-US": "Which vehicle", "es-MX": "Qué vehículo", "fr-CA": "Quel véhicule" },
  newVehicle: { "en-US": "A new vehicle", "es-MX": "Un vehículo nuevo", "fr-CA": "Un nouveau véhicule" },
  notSent: {
    "en-US": "The inspection could not be sent: check your connection and try again.",
    "es-MX": "No se pudo enviar la inspección: revise su conexión e intente de nuevo.",
    "fr-CA": "L'inspection n'a pas pu être envoyée : vérifiez votre connexion et réessayez.",
  },
  customerNotFound: {
    "en-US": "The customer in the link is not one of this shop's: fill in the customer below.",
    "es-MX": "El cliente del enlace no es de este taller: llene el cliente abajo.",
    "fr-CA": "Le client du lien n'est pas un client de ce garage : remplissez le client ci-dessous.",
  },
  vehicleNotFound: {
    "en-US": "The vehicle in the link is not one of this shop's: fill in the vehicle below.",
    "es-MX": "El vehículo del enlace no es de este taller: llene el vehículo abajo.",
    "fr-CA": "Le véhicule du lien n'est pas un véhicule de ce garage : remplissez le véhicule ci-dessous.",
  },
  inspectionNotFound: {
    "en-US": "The inspection in the link was not found: add a new one.",
    "es-MX": "No se encontró la inspección del enlace: agregue una nueva.",
    "fr-CA": "L'inspection du lien est introuvable : ajoutez-en une nouvelle.",
  },
  // Issue 32: the customer or car the counter is typing is one the shop has (decision 023). The name
  // is the customer's; by is which detail matched: mobile, email or plate.
  sameCustomerFound: {
    "en-US":
      "Already a customer: {name}, with the same {by, select, mobile {mobile number} email {e-mail address} other {plate}}.",
    "es-MX":
      "Ya es cliente: {name}, con {by, select, mobile {el mismo celular} email {el mismo correo electrónico} other {la misma placa}}.",
    "fr-CA":
      "Déjà client : {name}, avec {by, select, mobile {le même cellulaire} email {le même courriel} other {la même plaque}}.",
  },
  useCustomer: { "en-US": "Use {name}", "es-MX": "Usar a {name}", "fr-CA": "Utiliser {name}" },
  askSameMobile: {
    "en-US": "{name} already has the mobile number {phone}. Use {name}, or save a second customer with it?",
    "es-MX":
      "{name} ya tiene el celular {phone}. ¿Usar a {name} o guardar un segundo cliente con ese número?",
    "fr-CA":
      "{name} a déjà le cellulaire {phone}. Utiliser {name}, ou enregistrer un deuxième client avec ce numéro?",
  },
  saveSecondCustomer: {
    "en-US": "Save a second customer with this number",
    "es-MX": "Guardar un segundo cliente con este número",
    "fr-CA": "Enregistrer un deuxième client avec ce numéro",
  },
  askOpenInspection: {
    "en-US": "{vehicle} already has an open inspection. Open it, or start a second one?",
    "es-MX": "{vehicle} ya tiene una inspección abierta. ¿Abrirla o iniciar una segunda?",
    "fr-CA": "{vehicle} a déjà une inspection ouverte. L'ouvrir, ou en commencer une deuxième?",
  },
  openThatInspection: {
    "en-US": "Open that inspection",
    "es-MX": "Abrir esa inspección",
    "fr-CA": "Ouvrir cette inspection",
  },
  startSecondInspection: {
    "en-US": "Start a second inspection",
    "es-MX": "Iniciar una segunda inspección",
    "fr-CA": "Commencer une deuxième inspection",
  },
  theVehicle: { "en-US": "This vehicle", "es-MX": "Este vehículo", "fr-CA": "Ce véhicule" },
  // The server's refusals of a new inspection (the add form, quick-create).
  refusedNoDefaultType: {
    "en-US": "This shop has no default inspection type yet: choose a type.",
    "es-MX": "Este taller aún no tiene un tipo de inspección predeterminado: elija un tipo.",
    "fr-CA": "Ce garage n'a pas encore de type d'inspection par défaut : choisissez un type.",
  },
  refusedNoCustomer: {
    "en-US": 'An inspection of type "{type}" needs a customer: choose one or give a name.',
    "es-MX": 'Una inspección del tipo "{type}" necesita un cliente: elija uno o escriba un nombre.',
    "fr-CA": "Une inspection de type « {type} » a besoin d'un client : choisissez-en un ou donnez un nom.",
  },
  // A number the form asks for (label: one of the two below, or a field's own name) out of its range.
  refusedWholeNumber: {
    "en-US": '{label} must be a whole number from {min} to {max}; "{text}" is not.',
    "es-MX": '{label} debe ser un número entero de {min} a {max}; "{text}" no lo es.',
    "fr-CA": "{label} doit être un nombre entier de {min} à {max}; « {text} » n'en est pas un.",
  },
  // A link's or a post's odometer unit that is none of the units (units: the list of them, "mi, km, h").
  refusedOdometerUnit: {
    "en-US": 'odoUnit must be one of {units}; "{text}" is not.',
    "es-MX": 'odoUnit debe ser una de {units}; "{text}" no lo es.',
    "fr-CA": "odoUnit doit être l'une de {units}; « {text} » n'en est pas une.",
  },
  // A field longer than its limit, named as the link names it (ro, crmKey, inspectionNotes…).
  refusedTooLong: {
    "en-US": "{name} is too long: at most {max} characters.",
    "es-MX": "{name}: demasiado largo, como máximo {max} caracteres.",
    "fr-CA": "{name} : trop long, au plus {max} caractères.",
  },
  theModelYear: { "en-US": "The model year", "es-MX": "El año del modelo", "fr-CA": "L'année modèle" },
  theOdometer: {
    "en-US": "The odometer reading",
    "es-MX": "La lectura del odómetro",
    "fr-CA": "La lecture de l'odomètre",
  },
});
