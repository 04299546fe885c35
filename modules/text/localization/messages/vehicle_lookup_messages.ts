// The vehicle lookup widget's words (modules/shops/vehicles/lookup_widget): its search box, what it says
// about a search, the vehicles it found; the vehicle page, the add form and quick-create show it. Its fields
// are named as the vehicle page names them (vehicles.*). The failure sentences are seed 001's, word for word
// in en-US. What the lookup calls answer about a vehicle (their userMessage: the decoder's verdict on a VIN,
// nothing found, the vehicle-history service's trouble) is said by the server in the shop's staff language;
// the VIN details page says the decoder's verdict with the same messages.
import { defineMessages } from "../catalogue.ts";

export const VEHICLE_LOOKUP_MESSAGES = defineMessages("vehicleLookup", "Vehicle lookup", {
  search: { "en-US": "Vehicle search", "es-MX": "Buscar vehículo", "fr-CA": "Recherche de véhicule" },
  searchHint: {
    "en-US": "A VIN or a plate: the shop's vehicles and the VIN decoder answer as you type.",
    "es-MX":
      "Un VIN o unas placas: los vehículos del taller y el decodificador de VIN responden mientras escribe.",
    "fr-CA":
      "Un NIV ou une plaque : les véhicules du garage et le décodeur de NIV répondent pendant la saisie.",
  },
  lookup: { "en-US": "Lookup", "es-MX": "Buscar", "fr-CA": "Rechercher" },
  cancel: { "en-US": "Cancel", "es-MX": "Cancelar", "fr-CA": "Annuler" },
  found: { "en-US": "Vehicles found", "es-MX": "Vehículos encontrados", "fr-CA": "Véhicules trouvés" },
  load: { "en-US": "Load", "es-MX": "Cargar", "fr-CA": "Charger" },
  use: { "en-US": "Use", "es-MX": "Usar", "fr-CA": "Utiliser" },
  inHistory: {
    "en-US": "in the shop's history",
    "es-MX": "en el historial del taller",
    "fr-CA": "dans l'historique du garage",
  },
  inHistoryOf: {
    "en-US": "in the shop's history, {customer}'s",
    "es-MX": "en el historial del taller, de {customer}",
    "fr-CA": "dans l'historique du garage, de {customer}",
  },
  loaded: {
    "en-US": "Loaded from the shop's history: {vehicle}.",
    "es-MX": "Cargado del historial del taller: {vehicle}.",
    "fr-CA": "Chargé de l'historique du garage : {vehicle}.",
  },
  foundOne: {
    "en-US": "Found: {vehicle}.",
    "es-MX": "Encontrado: {vehicle}.",
    "fr-CA": "Trouvé : {vehicle}.",
  },
  foundMany: {
    "en-US": "{count} found: choose one below, or keep typing.",
    "es-MX": "{count} encontrados: elija uno abajo o siga escribiendo.",
    "fr-CA": "{count} trouvés : choisissez-en un ci-dessous, ou continuez la saisie.",
  },
  // A found vehicle with neither year, make nor model.
  aVehicle: { "en-US": "A vehicle", "es-MX": "Un vehículo", "fr-CA": "Un véhicule" },
  plateState: { "en-US": "Plate state", "es-MX": "Estado de las placas", "fr-CA": "Province de la plaque" },
  chooseMake: { "en-US": "Choose a make", "es-MX": "Elija una marca", "fr-CA": "Choisissez une marque" },
  colourOnFile: {
    "en-US": "Colour on file: {colour}",
    "es-MX": "Color registrado: {colour}",
    "fr-CA": "Couleur au dossier : {colour}",
  },
  searchEmpty: {
    "en-US": "Type a VIN or a plate to search for.",
    "es-MX": "Escriba un VIN o unas placas para buscar.",
    "fr-CA": "Tapez un NIV ou une plaque à rechercher.",
  },
  searchInvalid: {
    "en-US":
      "A VIN has 11 to 17 letters and digits; a plate only letters, digits, spaces, dots and hyphens, " +
      "at most 15 of them.",
    "es-MX":
      "Un VIN tiene de 11 a 17 letras y dígitos; unas placas solo letras, dígitos, espacios, puntos y " +
      "guiones, 15 como máximo.",
    "fr-CA": "Un NIV compte de 11 à 17 lettres et chiffres; une plaque seulement des lettres, chiffres, " +
      "espaces, points et traits d'union, 15 au plus.",
  },
  timeout: {
    "en-US":
      "The {kind, select, vin {VIN} other {plate}} search service did not respond in time. Please try " +
      "again later.",
    "es-MX":
      "El servicio de búsqueda {kind, select, vin {de VIN} other {de placas}} no respondió a tiempo. " +
      "Intente de nuevo más tarde.",
    "fr-CA": "Le service de recherche {kind, select, vin {de NIV} other {de plaques}} n'a pas répondu à " +
      "temps. Veuillez réessayer plus tard.",
  },
  serviceError: {
    "en-US": "The search service encountered an error.",
    "es-MX": "El servicio de búsqueda tuvo un error.",
    "fr-CA": "Le service de recherche a rencontré une erreur.",
  },
  networkError: {
    "en-US": "There was a network error while communicating with RSS.",
    "es-MX": "Hubo un error de red al comunicarse con RSS.",
    "fr-CA": "Une erreur réseau est survenue lors de la communication avec RSS.",
  },
  // What the offline decoder says of a VIN it cannot decode in full (decode_vin.ts).
  vinNotFull: {
    "en-US": "This is not a full VIN: a VIN has 17 letters and digits, without I, O or Q.",
    "es-MX": "Este no es un VIN completo: un VIN tiene 17 letras y dígitos, sin I, O ni Q.",
    "fr-CA": "Ce n'est pas un NIV complet : un NIV compte 17 lettres et chiffres, sans I, O ni Q.",
  },
  vinCheckDigit: {
    "en-US": "The VIN's check digit (its 9th character) does not match: please check the VIN for a typo.",
    "es-MX":
      "El dígito de control del VIN (su 9.º carácter) no coincide: revise si el VIN tiene un error de escritura.",
    "fr-CA":
      "Le chiffre de contrôle du NIV (son 9e caractère) ne correspond pas : vérifiez que le NIV n'a pas de coquille.",
  },
  vinNoYear: {
    "en-US": "The VIN's 10th character is not a model year: please check the VIN for a typo.",
    "es-MX": "El 10.º carácter del VIN no es un año de modelo: revise si el VIN tiene un error de escritura.",
    "fr-CA": "Le 10e caractère du NIV n'est pas une année modèle : vérifiez que le NIV n'a pas de coquille.",
  },
  vinUnknown: {
    "en-US": "This VIN is not in the vehicle data: enter the make, model and year yourself.",
    "es-MX": "Este VIN no está en los datos de vehículos: escriba usted la marca, el modelo y el año.",
    "fr-CA":
      "Ce NIV n'est pas dans les données des véhicules : entrez vous-même la marque, le modèle et l'année.",
  },
  vinTimeout: {
    "en-US": "The VIN could not be decoded in time: enter the vehicle's details yourself.",
    "es-MX": "No se pudo decodificar el VIN a tiempo: escriba usted los datos del vehículo.",
    "fr-CA": "Le NIV n'a pas pu être décodé à temps : entrez vous-même les détails du véhicule.",
  },
  // A manual search that found nothing, in the shop's history or elsewhere.
  vinNotFound: {
    "en-US": "No vehicle was found for this VIN: enter the make, model and year yourself.",
    "es-MX": "No se encontró ningún vehículo con este VIN: escriba usted la marca, el modelo y el año.",
    "fr-CA": "Aucun véhicule n'a été trouvé pour ce NIV : entrez vous-même la marque, le modèle et l'année.",
  },
  plateNotFound: {
    "en-US": "No vehicle with this plate is in the shop's history.",
    "es-MX": "Ningún vehículo con estas placas está en el historial del taller.",
    "fr-CA": "Aucun véhicule avec cette plaque n'est dans l'historique du garage.",
  },
  // The vehicle-history service did not help (reason: timeout or error): with nothing else found ...
  serviceTrouble: {
    "en-US": "{reason, select, timeout {The vehicle history service did not respond in time} " +
      "other {The vehicle history service encountered an error}}. Please try again later, or enter the " +
      "vehicle's details yourself.",
    "es-MX": "{reason, select, timeout {El servicio de historial de vehículos no respondió a tiempo} " +
      "other {El servicio de historial de vehículos tuvo un error}}. Intente de nuevo más tarde, o escriba " +
      "usted los datos del vehículo.",
    "fr-CA": "{reason, select, timeout {Le service d'historique des véhicules n'a pas répondu à temps} " +
      "other {Le service d'historique des véhicules a rencontré une erreur}}. Veuillez réessayer plus tard, " +
      "ou entrez vous-même les détails du véhicule.",
  },
  // ... and when the decoder described the vehicle.
  serviceTroubleDecoded: {
    "en-US": "{reason, select, timeout {The vehicle history service did not respond in time} " +
      "other {The vehicle history service encountered an error}}; the details shown come from the VIN alone.",
    "es-MX": "{reason, select, timeout {El servicio de historial de vehículos no respondió a tiempo} " +
      "other {El servicio de historial de vehículos tuvo un error}}; los datos mostrados vienen solo del VIN.",
    "fr-CA": "{reason, select, timeout {Le service d'historique des véhicules n'a pas répondu à temps} " +
      "other {Le service d'historique des véhicules a rencontré une erreur}}; les détails affichés viennent " +
      "du NIV seul.",
  },
});
