// The customers pages (modules/shops/customers/, modules/shops/dedupe/): the list (/{shop}/customers) with
// its filters and columns, a customer's page (heading, details form, its save and conflict, vehicles, trail,
// the messages sent), the lookup page and the duplicates page with its merge and confirmation.
import { defineMessages } from "../catalogue.ts";

export const CUSTOMERS_MESSAGES = defineMessages("customers", "Customers", {
  noun: {
    "en-US": "{n, plural, one {customer} other {customers}}",
    "es-MX": "{n, plural, one {cliente} other {clientes}}",
    "fr-CA": "{n, plural, one {client} other {clients}}",
  },
  title: { "en-US": "Customers", "es-MX": "Clientes", "fr-CA": "Clients" },
  lookUp: { "en-US": "Look up", "es-MX": "Buscar", "fr-CA": "Rechercher" },
  duplicates: { "en-US": "Duplicates", "es-MX": "Duplicados", "fr-CA": "Doublons" },
  search: { "en-US": "Search", "es-MX": "Buscar", "fr-CA": "Recherche" },
  searchPlaceholder: {
    "en-US": "Name, company, last digits of a phone number, or e-mail",
    "es-MX": "Nombre, empresa, últimos dígitos de un teléfono o correo",
    "fr-CA": "Nom, entreprise, derniers chiffres d'un numéro de téléphone ou courriel",
  },
  firstNameStarts: {
    "en-US": "First name starts",
    "es-MX": "El nombre empieza con",
    "fr-CA": "Le prénom commence par",
  },
  lastNameStarts: {
    "en-US": "Last name starts",
    "es-MX": "El apellido empieza con",
    "fr-CA": "Le nom commence par",
  },
  name: { "en-US": "Name", "es-MX": "Nombre", "fr-CA": "Nom" },
  company: { "en-US": "Company", "es-MX": "Empresa", "fr-CA": "Entreprise" },
  mobile: { "en-US": "Mobile", "es-MX": "Celular", "fr-CA": "Cellulaire" },
  landline: { "en-US": "Landline", "es-MX": "Teléfono fijo", "fr-CA": "Téléphone fixe" },
  phone: { "en-US": "Phone", "es-MX": "Teléfono", "fr-CA": "Téléphone" },
  email: { "en-US": "E-mail", "es-MX": "Correo", "fr-CA": "Courriel" },
  vehicles: { "en-US": "Vehicles", "es-MX": "Vehículos", "fr-CA": "Véhicules" },
  lastVisit: { "en-US": "Last visit", "es-MX": "Última visita", "fr-CA": "Dernière visite" },
  noneMatch: {
    "en-US": "No customers match these filters.",
    "es-MX": "Ningún cliente coincide con estos filtros.",
    "fr-CA": "Aucun client ne correspond à ces filtres.",
  },
  unnamed: {
    "en-US": "Customer without a name",
    "es-MX": "Cliente sin nombre",
    "fr-CA": "Client sans nom",
  },
  // A customer's page.
  noSuchCustomer: {
    "en-US": "There is no such customer in this shop.",
    "es-MX": "Este cliente no existe en este taller.",
    "fr-CA": "Ce client n'existe pas dans ce garage.",
  },
  allCustomers: { "en-US": "All customers", "es-MX": "Todos los clientes", "fr-CA": "Tous les clients" },
  since: {
    "en-US": "Customer since {created} · last changed {updated}",
    "es-MX": "Cliente desde {created} · último cambio {updated}",
    "fr-CA": "Client depuis le {created} · dernière modification le {updated}",
  },
  details: { "en-US": "Details", "es-MX": "Datos", "fr-CA": "Coordonnées" },
  customer: { "en-US": "Customer", "es-MX": "Cliente", "fr-CA": "Client" },
  noVehicles: {
    "en-US": "No vehicles yet.",
    "es-MX": "Todavía no hay vehículos.",
    "fr-CA": "Aucun véhicule pour l'instant.",
  },
  unnamedVehicle: {
    "en-US": "Vehicle without a name",
    "es-MX": "Vehículo sin nombre",
    "fr-CA": "Véhicule sans nom",
  },
  vin: { "en-US": "VIN {vin}", "es-MX": "VIN {vin}", "fr-CA": "NIV {vin}" },
  trail: { "en-US": "Trail", "es-MX": "Historial de cambios", "fr-CA": "Historique des changements" },
  trailLabel: {
    "en-US": "Trail, newest first",
    "es-MX": "Historial de cambios, lo más reciente primero",
    "fr-CA": "Historique des changements, le plus récent d'abord",
  },
  noTrail: {
    "en-US": "No merges, transfers, corrections or contact changes yet.",
    "es-MX": "Todavía no hay fusiones, traspasos, correcciones ni cambios de contacto.",
    "fr-CA":
      "Aucune fusion, aucun transfert, aucune correction ni aucun changement de contact pour l'instant.",
  },
  when: { "en-US": "When", "es-MX": "Cuándo", "fr-CA": "Quand" },
  what: { "en-US": "What", "es-MX": "Qué", "fr-CA": "Quoi" },
  who: { "en-US": "Who", "es-MX": "Quién", "fr-CA": "Qui" },
  theSystem: { "en-US": "The system", "es-MX": "El sistema", "fr-CA": "Le système" },
  // The details form.
  firstName: { "en-US": "First name", "es-MX": "Nombre", "fr-CA": "Prénom" },
  lastName: { "en-US": "Last name", "es-MX": "Apellido", "fr-CA": "Nom" },
  contactPref: {
    "en-US": "Contact preference",
    "es-MX": "Cómo prefiere que lo contacten",
    "fr-CA": "Préférence de contact",
  },
  notes: { "en-US": "Notes", "es-MX": "Notas", "fr-CA": "Notes" },
  prefUndefined: {
    "en-US": "Not asked yet",
    "es-MX": "Aún no se le preguntó",
    "fr-CA": "Pas encore demandé",
  },
  prefDonotcontact: { "en-US": "Do not contact", "es-MX": "No contactar", "fr-CA": "Ne pas contacter" },
  prefEmail: { "en-US": "E-mail", "es-MX": "Correo", "fr-CA": "Courriel" },
  prefSms: { "en-US": "Text message", "es-MX": "Mensaje de texto", "fr-CA": "Texto" },
  prefPhonecall: { "en-US": "Phone call", "es-MX": "Llamada", "fr-CA": "Appel téléphonique" },
  save: { "en-US": "Save", "es-MX": "Guardar", "fr-CA": "Enregistrer" },
  saving: { "en-US": "Saving…", "es-MX": "Guardando…", "fr-CA": "Enregistrement…" },
  saved: { "en-US": "Customer saved.", "es-MX": "Cliente guardado.", "fr-CA": "Client enregistré." },
  unchanged: {
    "en-US": "Nothing to save: the customer was already as shown.",
    "es-MX": "Nada que guardar: el cliente ya estaba así.",
    "fr-CA": "Rien à enregistrer : le client était déjà ainsi.",
  },
  unanswered: {
    "en-US": "The customer could not be saved: the network did not answer.",
    "es-MX": "No se pudo guardar el cliente: la red no respondió.",
    "fr-CA": "Le client n'a pas pu être enregistré : le réseau n'a pas répondu.",
  },
  field: { "en-US": "Field", "es-MX": "Campo", "fr-CA": "Champ" },
  theirs: { "en-US": "Theirs (saved)", "es-MX": "Lo suyo (guardado)", "fr-CA": "Les siennes (enregistrées)" },
  yours: { "en-US": "Yours", "es-MX": "Lo de usted", "fr-CA": "Les vôtres" },
  empty: { "en-US": "(empty)", "es-MX": "(vacío)", "fr-CA": "(vide)" },
  useTheirs: { "en-US": "Use theirs", "es-MX": "Usar lo suyo", "fr-CA": "Prendre les siennes" },
  keepMine: {
    "en-US": "Keep mine (then save)",
    "es-MX": "Conservar lo mío (y luego guardar)",
    "fr-CA": "Garder les miennes (puis enregistrer)",
  },
  // The reports sent to the customer (the inspections module's panel on the customer's page).
  messagesSent: { "en-US": "Messages sent", "es-MX": "Mensajes enviados", "fr-CA": "Messages envoyés" },
  messagesSentLabel: {
    "en-US": "Messages sent, newest first",
    "es-MX": "Mensajes enviados, lo más reciente primero",
    "fr-CA": "Messages envoyés, le plus récent d'abord",
  },
  noneSent: {
    "en-US": "No reports sent yet.",
    "es-MX": "Todavía no se han enviado informes.",
    "fr-CA": "Aucun rapport envoyé pour l'instant.",
  },
  inspection: { "en-US": "Inspection", "es-MX": "Inspección", "fr-CA": "Inspection" },
  // The lookup page.
  lookupTitle: {
    "en-US": "Look up a customer",
    "es-MX": "Buscar un cliente",
    "fr-CA": "Rechercher un client",
  },
  lookupPlaceholder: {
    "en-US": "A name, the last 4 or more digits of a phone number, or an e-mail",
    "es-MX": "Un nombre, los últimos 4 o más dígitos de un teléfono o un correo",
    "fr-CA": "Un nom, les 4 derniers chiffres ou plus d'un numéro de téléphone, ou un courriel",
  },
  lookupHint: {
    "en-US": "Type what the customer tells you: a name, a phone number or an e-mail address.",
    "es-MX": "Escriba lo que le diga el cliente: un nombre, un teléfono o un correo electrónico.",
    "fr-CA": "Tapez ce que le client vous dit : un nom, un numéro de téléphone ou une adresse courriel.",
  },
  noMatch: {
    "en-US": "No customer matches.",
    "es-MX": "Ningún cliente coincide.",
    "fr-CA": "Aucun client ne correspond.",
  },
  matchesLabel: {
    "en-US": "Matching customers",
    "es-MX": "Clientes que coinciden",
    "fr-CA": "Clients correspondants",
  },
  // The duplicates page.
  dedupeTitle: {
    "en-US": "Duplicate customers",
    "es-MX": "Clientes duplicados",
    "fr-CA": "Clients en double",
  },
  dedupeIntro: {
    "en-US":
      "Customers who may be one person entered twice: the same phone number or e-mail address, or similar names and a shared vehicle. Merging keeps one customer with both histories: vehicles, inspections, reports and messages.",
    "es-MX":
      "Clientes que pueden ser una misma persona capturada dos veces: el mismo teléfono o correo, o nombres parecidos y un vehículo en común. Al fusionarlos queda un solo cliente con ambos historiales: vehículos, inspecciones, informes y mensajes.",
    "fr-CA":
      "Des clients qui sont peut-être une même personne saisie deux fois : le même numéro de téléphone ou courriel, ou des noms semblables et un véhicule en commun. La fusion garde un seul client avec les deux historiques : véhicules, inspections, rapports et messages.",
  },
  noDuplicates: {
    "en-US": "No likely duplicates: every customer looks like a different person.",
    "es-MX": "No hay duplicados probables: cada cliente parece ser una persona distinta.",
    "fr-CA": "Aucun doublon probable : chaque client semble être une personne différente.",
  },
  allPairs: {
    "en-US": "{total, plural, one {# likely pair} other {# likely pairs}}, the likeliest first.",
    "es-MX": "{total, plural, one {# pareja probable} other {# parejas probables}}, la más probable primero.",
    "fr-CA": "{total, plural, one {# paire probable} other {# paires probables}}, la plus probable d'abord.",
  },
  somePairs: {
    "en-US": "The {shown} likeliest of {total} pairs; merging one brings up the next.",
    "es-MX": "Las {shown} más probables de {total} parejas; al fusionar una aparece la siguiente.",
    "fr-CA": "Les {shown} plus probables de {total} paires; en fusionner une fait paraître la suivante.",
  },
  // Why a pair is listed (modules/shops/dedupe/find_duplicates.ts).
  reasonEmail: {
    "en-US": "Same e-mail address",
    "es-MX": "Mismo correo electrónico",
    "fr-CA": "Même adresse courriel",
  },
  reasonMobile: { "en-US": "Same mobile number", "es-MX": "Mismo celular", "fr-CA": "Même cellulaire" },
  reasonSameNameVehicle: {
    "en-US": "Same name and a shared vehicle",
    "es-MX": "Mismo nombre y un vehículo en común",
    "fr-CA": "Même nom et un véhicule en commun",
  },
  reasonSimilarNameVehicle: {
    "en-US": "Similar names and a shared vehicle",
    "es-MX": "Nombres parecidos y un vehículo en común",
    "fr-CA": "Noms semblables et un véhicule en commun",
  },
  reasonLandline: {
    "en-US": "Same landline number",
    "es-MX": "Mismo teléfono fijo",
    "fr-CA": "Même téléphone fixe",
  },
  reasonPhone: {
    "en-US": "Same phone number (one's mobile, the other's landline)",
    "es-MX": "Mismo teléfono (el celular de uno, el fijo del otro)",
    "fr-CA": "Même numéro (le cellulaire de l'un, le fixe de l'autre)",
  },
  reasonSameName: { "en-US": "Same name", "es-MX": "Mismo nombre", "fr-CA": "Même nom" },
  reasonsLabel: {
    "en-US": "Why this pair is listed",
    "es-MX": "Por qué aparece esta pareja",
    "fr-CA": "Pourquoi cette paire est listée",
  },
  keepLegend: {
    "en-US": "Which customer keeps everything",
    "es-MX": "Qué cliente se queda con todo",
    "fr-CA": "Quel client garde tout",
  },
  keepThis: { "en-US": "Keep this one", "es-MX": "Conservar este", "fr-CA": "Garder celui-ci" },
  noName: { "en-US": "(no name)", "es-MX": "(sin nombre)", "fr-CA": "(sans nom)" },
  inspections: { "en-US": "Inspections", "es-MX": "Inspecciones", "fr-CA": "Inspections" },
  added: { "en-US": "Added", "es-MX": "Alta", "fr-CA": "Ajouté" },
  // A customer as the merge names them: "Jane Driver (#12)"; {name} is the name, or the word customer.
  numbered: { "en-US": "{name} (#{id})", "es-MX": "{name} (#{id})", "fr-CA": "{name} (no {id})" },
  merge: { "en-US": "Merge", "es-MX": "Fusionar", "fr-CA": "Fusionner" },
  merging: { "en-US": "Merging…", "es-MX": "Fusionando…", "fr-CA": "Fusion…" },
  mergeInto: {
    "en-US": "Merge into {customer}",
    "es-MX": "Fusionar en {customer}",
    "fr-CA": "Fusionner dans {customer}",
  },
  mergeConfirmTitle: {
    "en-US": "Merge these customers?",
    "es-MX": "¿Fusionar estos clientes?",
    "fr-CA": "Fusionner ces clients?",
  },
  mergeConfirm: {
    "en-US":
      "{merge} will be merged into {keep}: the vehicles, inspections, reports and messages of #{mergeId} move to #{keepId}, and #{mergeId} is deleted. This cannot be undone.",
    "es-MX":
      "{merge} se fusionará en {keep}: los vehículos, inspecciones, informes y mensajes de #{mergeId} pasan a #{keepId}, y #{mergeId} se elimina. Esto no se puede deshacer.",
    "fr-CA":
      "{merge} sera fusionné dans {keep} : les véhicules, inspections, rapports et messages du no {mergeId} passent au no {keepId}, et le no {mergeId} est supprimé. C'est irréversible.",
  },
  merged: {
    "en-US": "Merged {merged} into {kept}.",
    "es-MX": "Se fusionó {merged} en {kept}.",
    "fr-CA": "{merged} a été fusionné dans {kept}.",
  },
  // The server's refusals of a customer's details (the customer's page, the add form, the Details tab).
  refusedNoName: {
    "en-US": "A customer needs a first name, a last name or a company name.",
    "es-MX": "Un cliente necesita un nombre, un apellido o el nombre de una empresa.",
    "fr-CA": "Un client a besoin d'un prénom, d'un nom de famille ou d'un nom d'entreprise.",
  },
  refusedConflict: {
    "en-US": "Someone else changed this customer after you opened the page. Nothing was saved: compare " +
      "their values with yours, then save again.",
    "es-MX": "Alguien más cambió este cliente después de que usted abrió la página. No se guardó nada: " +
      "compare sus valores con los suyos y vuelva a guardar.",
    "fr-CA":
      "Quelqu'un d'autre a modifié ce client après l'ouverture de la page. Rien n'a été enregistré : " +
      "comparez ses valeurs avec les vôtres, puis enregistrez de nouveau.",
  },
  // A field longer than its limit (label: one of the field names below; max written as the culture writes a
  // number, 4,000).
  refusedTooLong: {
    "en-US": "{label} is too long: at most {max, number} characters.",
    "es-MX": "{label}: demasiado largo, como máximo {max, number} caracteres.",
    "fr-CA": "{label} : trop long, au plus {max, number} caractères.",
  },
  theFirstName: {
    "en-US": "The customer's first name",
    "es-MX": "El nombre del cliente",
    "fr-CA": "Le prénom du client",
  },
  theLastName: {
    "en-US": "The customer's last name",
    "es-MX": "El apellido del cliente",
    "fr-CA": "Le nom de famille du client",
  },
  theCompanyName: {
    "en-US": "The company name",
    "es-MX": "El nombre de la empresa",
    "fr-CA": "Le nom de l'entreprise",
  },
  theMobile: { "en-US": "The mobile number", "es-MX": "El celular", "fr-CA": "Le numéro de cellulaire" },
  theLandline: {
    "en-US": "The landline number",
    "es-MX": "El teléfono fijo",
    "fr-CA": "Le numéro de téléphone fixe",
  },
  theEmail: {
    "en-US": "The e-mail address",
    "es-MX": "La dirección de correo",
    "fr-CA": "L'adresse courriel",
  },
  theNotes: { "en-US": "The notes", "es-MX": "Las notas", "fr-CA": "Les notes" },
});
