// The shop settings page's words (/{shop}/account, decision 027): its sections, fields, the logo and its
// check (seed 001's messages, word for word in en-US), the report wording's hint and preview, the print
// defaults, the save and its conflict, and the trail (its entries: SHOP_TRAIL_MESSAGES below). A refused
// save's reason and the conflict's sentence are the server's text.
import { defineMessages } from "../catalogue.ts";

export const SHOP_SETTINGS_MESSAGES = defineMessages("settings", "Shop settings", {
  title: { "en-US": "Settings", "es-MX": "Configuración", "fr-CA": "Paramètres" },
  introOwner: {
    "en-US":
      "How the shop is reached, its time zone, money and languages, its logo and colour, and what the report's e-mail and text message say.",
    "es-MX":
      "Cómo contactar al taller, su zona horaria, moneda e idiomas, su logotipo y color, y lo que dicen el correo y el mensaje de texto del informe.",
    "fr-CA":
      "Comment joindre le garage, son fuseau horaire, sa monnaie et ses langues, son logo et sa couleur, et ce que disent le courriel et le texto du rapport.",
  },
  introReader: {
    "en-US": "The shop's settings. Only the shop's owners change them.",
    "es-MX": "La configuración del taller. Solo los dueños del taller la cambian.",
    "fr-CA": "Les paramètres du garage. Seuls les propriétaires du garage les modifient.",
  },
  introLocalizations: {
    "en-US":
      "The words the app and the report use in each language, and the catalogue's translations, are in {link}.",
    "es-MX":
      "Las palabras que usan la aplicación y el informe en cada idioma, y las traducciones del catálogo, están en {link}.",
    "fr-CA":
      "Les mots qu’utilisent l’application et le rapport dans chaque langue, et les traductions du catalogue, sont dans {link}.",
  },
  localizationsLink: { "en-US": "Localizations", "es-MX": "Idiomas", "fr-CA": "Langues" },
  formLabel: {
    "en-US": "Shop settings",
    "es-MX": "Configuración del taller",
    "fr-CA": "Paramètres du garage",
  },
  // The logo.
  logo: { "en-US": "Logo", "es-MX": "Logotipo", "fr-CA": "Logo" },
  logoAlt: { "en-US": "The shop's logo", "es-MX": "El logotipo del taller", "fr-CA": "Le logo du garage" },
  noLogo: {
    "en-US": "No logo yet: the report shows the shop's name.",
    "es-MX": "Aún no hay logotipo: el informe muestra el nombre del taller.",
    "fr-CA": "Pas encore de logo : le rapport affiche le nom du garage.",
  },
  pickedPicture: {
    "en-US": "The picked picture",
    "es-MX": "La imagen elegida",
    "fr-CA": "L’image choisie",
  },
  chooseLogo: {
    "en-US": "Choose a new logo",
    "es-MX": "Elegir un logotipo nuevo",
    "fr-CA": "Choisir un nouveau logo",
  },
  logoHint: {
    "en-US":
      "At least {width}px wide (required) and {height}px tall (advised). It is saved at once, apart from the settings below.",
    "es-MX":
      "Al menos {width}px de ancho (obligatorio) y {height}px de alto (recomendado). Se guarda en seguida, aparte de la configuración de abajo.",
    "fr-CA":
      "Au moins {width}px de large (obligatoire) et {height}px de haut (conseillé). Il est enregistré tout de suite, à part des paramètres ci-dessous.",
  },
  logoInvalid: {
    "en-US": "An invalid image file was specified.",
    "es-MX": "El archivo indicado no es una imagen válida.",
    "fr-CA": "Le fichier indiqué n’est pas une image valide.",
  },
  logoTooNarrow: {
    "en-US": "The uploaded image is {size}px wide. It must be {minimum}px wide.",
    "es-MX": "La imagen subida mide {size}px de ancho. Debe medir {minimum}px de ancho.",
    "fr-CA": "L’image téléversée fait {size}px de large. Elle doit faire {minimum}px de large.",
  },
  logoTooShort: {
    "en-US": "The uploaded image is {size}px tall. It should be {minimum}px tall.",
    "es-MX": "La imagen subida mide {size}px de alto. Debería medir {minimum}px de alto.",
    "fr-CA": "L’image téléversée fait {size}px de haut. Elle devrait faire {minimum}px de haut.",
  },
  uploading: { "en-US": "Uploading…", "es-MX": "Subiendo…", "fr-CA": "Téléversement…" },
  // The shop.
  theShop: { "en-US": "The shop", "es-MX": "El taller", "fr-CA": "Le garage" },
  name: { "en-US": "Name", "es-MX": "Nombre", "fr-CA": "Nom" },
  phone: { "en-US": "Phone", "es-MX": "Teléfono", "fr-CA": "Téléphone" },
  email: { "en-US": "E-mail", "es-MX": "Correo", "fr-CA": "Courriel" },
  website: { "en-US": "Web site", "es-MX": "Sitio web", "fr-CA": "Site Web" },
  address: { "en-US": "Address", "es-MX": "Dirección", "fr-CA": "Adresse" },
  // Time, money and languages.
  timeMoneyLanguages: {
    "en-US": "Time, money and languages",
    "es-MX": "Hora, dinero e idiomas",
    "fr-CA": "Heure, argent et langues",
  },
  timeZone: { "en-US": "Time zone", "es-MX": "Zona horaria", "fr-CA": "Fuseau horaire" },
  country: {
    "en-US": "Country (phone numbers)",
    "es-MX": "País (números de teléfono)",
    "fr-CA": "Pays (numéros de téléphone)",
  },
  currency: { "en-US": "Currency", "es-MX": "Moneda", "fr-CA": "Monnaie" },
  labourRate: {
    "en-US": "Labor rate ({currency} an hour)",
    "en-GB": "Labour rate ({currency} an hour)",
    "es-MX": "Tarifa de mano de obra ({currency} por hora)",
    "fr-CA": "Taux horaire de main-d’œuvre ({currency} l’heure)",
  },
  staffLanguage: {
    "en-US": "Staff language",
    "es-MX": "Idioma del personal",
    "fr-CA": "Langue du personnel",
  },
  customerLanguage: {
    "en-US": "Customer language",
    "es-MX": "Idioma de los clientes",
    "fr-CA": "Langue des clients",
  },
  taxRates: { "en-US": "Tax rates", "es-MX": "Impuestos", "fr-CA": "Taxes" },
  noTaxRates: { "en-US": "No tax rates.", "es-MX": "Sin impuestos.", "fr-CA": "Aucune taxe." },
  taxName: { "en-US": "Tax name", "es-MX": "Nombre del impuesto", "fr-CA": "Nom de la taxe" },
  percent: { "en-US": "Percent", "es-MX": "Porcentaje", "fr-CA": "Pourcentage" },
  remove: { "en-US": "Remove", "es-MX": "Quitar", "fr-CA": "Retirer" },
  addTaxRate: { "en-US": "Add a tax rate", "es-MX": "Agregar un impuesto", "fr-CA": "Ajouter une taxe" },
  colour: { "en-US": "Colour", "es-MX": "Color", "fr-CA": "Couleur" },
  // The report's e-mail and text message.
  reportWording: {
    "en-US": "The report's e-mail and text message",
    "es-MX": "El correo y el mensaje de texto del informe",
    "fr-CA": "Le courriel et le texto du rapport",
  },
  reportWordingHint: {
    "en-US":
      "Use {customerName}, {shopName}, {vehicle} and {link}. Leave a box empty to keep the app's words, in the customer's language. The shop's words are used for reports in its customer language.",
    "es-MX":
      "Use {customerName}, {shopName}, {vehicle} y {link}. Deje un campo vacío para conservar las palabras de la aplicación, en el idioma del cliente. Las palabras del taller se usan en los informes en su idioma de los clientes.",
    "fr-CA":
      "Utilisez {customerName}, {shopName}, {vehicle} et {link}. Laissez une case vide pour garder les mots de l’application, dans la langue du client. Les mots du garage servent aux rapports dans sa langue des clients.",
  },
  emailSubject: { "en-US": "E-mail subject", "es-MX": "Asunto del correo", "fr-CA": "Objet du courriel" },
  emailWording: { "en-US": "E-mail wording", "es-MX": "Texto del correo", "fr-CA": "Texte du courriel" },
  textMessage: { "en-US": "Text message", "es-MX": "Mensaje de texto", "fr-CA": "Texto" },
  preview: { "en-US": "Preview", "es-MX": "Vista previa", "fr-CA": "Aperçu" },
  appSubject: {
    "en-US": "(the app's subject)",
    "es-MX": "(el asunto de la aplicación)",
    "fr-CA": "(l’objet de l’application)",
  },
  appEmail: {
    "en-US": "(the app's e-mail)",
    "es-MX": "(el correo de la aplicación)",
    "fr-CA": "(le courriel de l’application)",
  },
  appTextMessage: {
    "en-US": "(the app's text message)",
    "es-MX": "(el mensaje de texto de la aplicación)",
    "fr-CA": "(le texto de l’application)",
  },
  // The printed report.
  printedReport: {
    "en-US": "The printed report",
    "es-MX": "El informe impreso",
    "fr-CA": "Le rapport imprimé",
  },
  paper: { "en-US": "Paper", "es-MX": "Papel", "fr-CA": "Papier" },
  orientation: { "en-US": "Orientation", "es-MX": "Orientación", "fr-CA": "Orientation" },
  fontSize: { "en-US": "Font size", "es-MX": "Tamaño de letra", "fr-CA": "Taille du texte" },
  itemPictures: { "en-US": "Item pictures", "es-MX": "Imágenes de los puntos", "fr-CA": "Images des points" },
  footerPictures: {
    "en-US": "Footer pictures",
    "es-MX": "Imágenes del pie de página",
    "fr-CA": "Images du pied de page",
  },
  printChoice: {
    "en-US":
      "{choice, select, letter {letter} A4 {A4} legal {legal} portrait {portrait} landscape {landscape} none {none} small {small} medium {medium} large {large} other {{choice}}}",
    "es-MX":
      "{choice, select, letter {carta} A4 {A4} legal {oficio} portrait {vertical} landscape {horizontal} none {sin imágenes} small {pequeño} medium {mediano} large {grande} other {{choice}}}",
    "fr-CA":
      "{choice, select, letter {lettre} A4 {A4} legal {légal} portrait {portrait} landscape {paysage} none {aucune image} small {petit} medium {moyen} large {grand} other {{choice}}}",
  },
  // What the customer report shows unless the inspection's adviser chose otherwise.
  customerReport: {
    "en-US": "The customer report",
    "es-MX": "El informe para el cliente",
    "fr-CA": "Le rapport au client",
  },
  customerReportHint: {
    "en-US":
      'What each inspection\'s report shows unless its adviser chooses otherwise on the inspection. "Checked and good" counts every pass, listed or not.',
    "es-MX":
      'Lo que muestra el informe de cada inspección, salvo que su asesor elija otra cosa en la inspección. "Revisado y en buen estado" cuenta cada punto aprobado, se liste o no.',
    "fr-CA":
      "Ce que montre le rapport de chaque inspection, sauf si son conseiller choisit autrement sur l’inspection. « Vérifié et en bon état » compte chaque point réussi, listé ou non.",
  },
  showPassedItems: {
    "en-US": "List passed items",
    "es-MX": "Listar los puntos aprobados",
    "fr-CA": "Lister les points réussis",
  },
  showPassedItemsHint: {
    "en-US": "List what passed too, not only what needs work.",
    "es-MX": "Listar también lo que pasó la revisión, no solo lo que necesita trabajo.",
    "fr-CA": "Lister aussi ce qui a réussi, pas seulement ce qui demande du travail.",
  },
  showPrices: { "en-US": "Prices", "es-MX": "Precios", "fr-CA": "Prix" },
  showPricesHint: {
    "en-US": "Show the price of each recommended repair and the total.",
    "es-MX": "Mostrar el precio de cada reparación recomendada y el total.",
    "fr-CA": "Afficher le prix de chaque réparation recommandée et le total.",
  },
  showTechnicianNotes: {
    "en-US": "Technician's notes",
    "es-MX": "Notas del técnico",
    "fr-CA": "Notes du technicien",
  },
  showTechnicianNotesHint: {
    "en-US": "Show the mechanic's notes on each item word for word.",
    "es-MX": "Mostrar las notas del mecánico en cada punto, palabra por palabra.",
    "fr-CA": "Afficher mot pour mot les notes du mécanicien sur chaque point.",
  },
  // Saving.
  saveSettings: {
    "en-US": "Save settings",
    "es-MX": "Guardar configuración",
    "fr-CA": "Enregistrer les paramètres",
  },
  saving: { "en-US": "Saving…", "es-MX": "Guardando…", "fr-CA": "Enregistrement…" },
  saved: {
    "en-US": "Settings saved.",
    "es-MX": "Configuración guardada.",
    "fr-CA": "Paramètres enregistrés.",
  },
  unchanged: {
    "en-US": "Nothing to save: the settings were already as shown.",
    "es-MX": "Nada que guardar: la configuración ya estaba como se muestra.",
    "fr-CA": "Rien à enregistrer : les paramètres étaient déjà tels qu’affichés.",
  },
  unanswered: {
    "en-US": "The settings could not be saved: the network did not answer.",
    "es-MX": "No se pudo guardar la configuración: la red no respondió.",
    "fr-CA": "Les paramètres n’ont pas pu être enregistrés : le réseau n’a pas répondu.",
  },
  // A save over someone else's: the settings that differ, by name.
  setting: { "en-US": "Setting", "es-MX": "Ajuste", "fr-CA": "Paramètre" },
  settingName: {
    "en-US":
      "{setting, select, name {name} phone {phone} email {e-mail} address {address} website {web site} timeZone {time zone} country {country} currency {currency} taxRates {tax rates} labourRate {labor rate} staffLanguage {staff language} customerLanguage {customer language} accentColor {accent colour} reportEmailSubject {report e-mail subject} reportEmailBody {report e-mail wording} reportSmsText {report text message} printDefaults {print options} reportDefaults {customer report shows} other {{setting}}}",
    "en-GB":
      "{setting, select, name {name} phone {phone} email {e-mail} address {address} website {web site} timeZone {time zone} country {country} currency {currency} taxRates {tax rates} labourRate {labour rate} staffLanguage {staff language} customerLanguage {customer language} accentColor {accent colour} reportEmailSubject {report e-mail subject} reportEmailBody {report e-mail wording} reportSmsText {report text message} printDefaults {print options} reportDefaults {customer report shows} other {{setting}}}",
    "es-MX":
      "{setting, select, name {nombre} phone {teléfono} email {correo} address {dirección} website {sitio web} timeZone {zona horaria} country {país} currency {moneda} taxRates {impuestos} labourRate {tarifa de mano de obra} staffLanguage {idioma del personal} customerLanguage {idioma de los clientes} accentColor {color} reportEmailSubject {asunto del correo del informe} reportEmailBody {texto del correo del informe} reportSmsText {mensaje de texto del informe} printDefaults {opciones de impresión} reportDefaults {lo que muestra el informe} other {{setting}}}",
    "fr-CA":
      "{setting, select, name {nom} phone {téléphone} email {courriel} address {adresse} website {site Web} timeZone {fuseau horaire} country {pays} currency {monnaie} taxRates {taxes} labourRate {taux de main-d’œuvre} staffLanguage {langue du personnel} customerLanguage {langue des clients} accentColor {couleur} reportEmailSubject {objet du courriel du rapport} reportEmailBody {texte du courriel du rapport} reportSmsText {texto du rapport} printDefaults {options d’impression} reportDefaults {ce que montre le rapport} other {{setting}}}",
  },
  theirs: {
    "en-US": "Theirs (saved)",
    "es-MX": "De la otra persona (guardado)",
    "fr-CA": "De l’autre personne (enregistré)",
  },
  yours: { "en-US": "Yours", "es-MX": "Lo suyo", "fr-CA": "Les vôtres" },
  empty: { "en-US": "(empty)", "es-MX": "(vacío)", "fr-CA": "(vide)" },
  useTheirs: {
    "en-US": "Use theirs",
    "es-MX": "Usar lo de la otra persona",
    "fr-CA": "Prendre ceux de l’autre personne",
  },
  keepMine: {
    "en-US": "Keep mine (then save)",
    "es-MX": "Conservar lo mío (y luego guardar)",
    "fr-CA": "Garder les miens (puis enregistrer)",
  },
  // The trail.
  trail: { "en-US": "Trail", "es-MX": "Historial", "fr-CA": "Historique" },
  noChanges: {
    "en-US": "No changes yet.",
    "es-MX": "Aún no hay cambios.",
    "fr-CA": "Aucune modification encore.",
  },
  trailLabel: {
    "en-US": "Trail, newest first",
    "es-MX": "Historial, lo más reciente primero",
    "fr-CA": "Historique, le plus récent d’abord",
  },
  when: { "en-US": "When", "es-MX": "Cuándo", "fr-CA": "Quand" },
  what: { "en-US": "What", "es-MX": "Qué", "fr-CA": "Quoi" },
  who: { "en-US": "Who", "es-MX": "Quién", "fr-CA": "Qui" },
  // The accent colour picker (src/ui/accent_scheme_picker.tsx), handed these by the page; its colour field
  // is named by settings.colour.
  accentLegend: { "en-US": "Accent colour", "es-MX": "Color de acento", "fr-CA": "Couleur d'accent" },
  accentUseOwn: {
    "en-US": "Use the shop's own accent colour",
    "es-MX": "Usar el color de acento propio del taller",
    "fr-CA": "Utiliser la couleur d'accent du garage",
  },
  accentAppDefault: {
    "en-US": "The app's blue",
    "es-MX": "El azul de la aplicación",
    "fr-CA": "Le bleu de l'application",
  },
  accentReadyMade: {
    "en-US": "Ready-made colours",
    "es-MX": "Colores predefinidos",
    "fr-CA": "Couleurs prêtes à l'emploi",
  },
  schemeWorkshopBlue: { "en-US": "Workshop blue", "es-MX": "Azul taller", "fr-CA": "Bleu atelier" },
  schemeRacingRed: { "en-US": "Racing red", "es-MX": "Rojo carreras", "fr-CA": "Rouge course" },
  schemeForestGreen: { "en-US": "Forest green", "es-MX": "Verde bosque", "fr-CA": "Vert forêt" },
  schemeSafetyOrange: { "en-US": "Safety orange", "es-MX": "Naranja seguridad", "fr-CA": "Orange sécurité" },
  schemeSignalYellow: { "en-US": "Signal yellow", "es-MX": "Amarillo señal", "fr-CA": "Jaune signalisation" },
  schemeTeal: { "en-US": "Teal", "es-MX": "Verde azulado", "fr-CA": "Sarcelle" },
  schemeRoyalPurple: { "en-US": "Royal purple", "es-MX": "Morado real", "fr-CA": "Violet royal" },
  schemeGraphite: { "en-US": "Graphite", "es-MX": "Grafito", "fr-CA": "Graphite" },
});

// The shop's trail under the form (shop_events): a save's changes and the logo's, stored as a message and its
// values (stored_message.ts) and said in the reader's staff language; en-US is word for word the sentence
// each wrote before (and still stores beside the message). A setting is named by settings.settingName, a
// print choice by settings.printChoice, an emptied text by settings.empty.
export const SHOP_TRAIL_MESSAGES = defineMessages("shopTrail", "Shop settings", {
  // "Changed time zone from America/New_York to America/Los_Angeles; currency from USD to EUR".
  changed: { "en-US": "Changed {changes}", "es-MX": "Cambios: {changes}", "fr-CA": "Modifié : {changes}" },
  change: {
    "en-US": "{setting} from {from} to {to}",
    "es-MX": "{setting} de {from} a {to}",
    "fr-CA": "{setting} de {from} à {to}",
  },
  // The changes after the first, one after another.
  andNext: { "en-US": "{first}; {next}" },
  noTaxRates: { "en-US": "none", "es-MX": "ninguno", "fr-CA": "aucune" },
  nothingOptional: { "en-US": "nothing optional", "es-MX": "nada opcional", "fr-CA": "rien d’optionnel" },
  reportShows: {
    "en-US":
      "{option, select, showPassedItems {passed items listed} showPrices {prices} showTechnicianNotes {technician's notes} other {{option}}}",
    "es-MX":
      "{option, select, showPassedItems {puntos aprobados listados} showPrices {precios} showTechnicianNotes {notas del técnico} other {{option}}}",
    "fr-CA":
      "{option, select, showPassedItems {points réussis listés} showPrices {prix} showTechnicianNotes {notes du technicien} other {{option}}}",
  },
  appBlue: {
    "en-US": "the app's blue",
    "es-MX": "el azul de la aplicación",
    "fr-CA": "le bleu de l’application",
  },
  madeLogo: {
    "en-US": "Made {file} the logo",
    "es-MX": "{file} es ahora el logotipo",
    "fr-CA": "{file} est maintenant le logo",
  },
  noLongerLogo: {
    "en-US": "{file} is no longer the logo",
    "es-MX": "{file} ya no es el logotipo",
    "fr-CA": "{file} n’est plus le logo",
  },
});
