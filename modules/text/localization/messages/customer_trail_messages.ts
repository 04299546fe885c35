// The customers' trail (modules/shops/customer_events.ts): what a merge, a vehicle's transfer, a contact
// corrected when a report was sent and a change of contact preference say on the customer's and the
// vehicle's pages. Stored as a message and its values (stored_message.ts); en-US is word for word the sentence
// each wrote before (and still stores beside the message).
import { defineMessages } from "../catalogue.ts";

export const CUSTOMER_TRAIL_MESSAGES = defineMessages("customerTrail", "Customers", {
  preferenceChanged: {
    "en-US": "Contact preference changed from {from} to {to}",
    "es-MX": "Preferencia de contacto cambiada de {from} a {to}",
    "fr-CA": "Préférence de contact changée de {from} à {to}",
  },
  repliedStop: {
    "en-US": "Replied STOP to a text message from {phone}",
    "es-MX": "Respondió STOP a un mensaje de texto del {phone}",
    "fr-CA": "A répondu STOP à un texto du {phone}",
  },
  contactCorrected: {
    "en-US":
      "{field, select, email {E-mail address} other {Mobile number}} corrected when sending a report: {from} → {to}",
    "es-MX": "{field, select, email {Correo} other {Celular}} corregido al enviar un reporte: {from} → {to}",
    "fr-CA":
      "{field, select, email {Courriel} other {Cellulaire}} corrigé à l'envoi d'un rapport : {from} → {to}",
  },
  none: { "en-US": "none", "es-MX": "ninguno", "fr-CA": "aucun" },
  // A merge: "Jon Smith (#12) merged into this customer: 1 vehicle and 2 inspections moved."
  merged: {
    "en-US": "{name} (#{id}) merged into this customer: {moved} moved.",
    "es-MX": "{name} (n.º {id}) se unió a este cliente: se movieron {moved}.",
    "fr-CA": "{name} (no {id}) fusionné avec ce client : {moved} déplacés.",
  },
  customerNumbered: { "en-US": "Customer #{id}", "es-MX": "Cliente n.º {id}", "fr-CA": "Client no {id}" },
  moved: {
    "en-US":
      "{what, select, vehicles {{count, plural, one {{count} vehicle} other {{count} vehicles}}} inspections {{count, plural, one {{count} inspection} other {{count} inspections}}} other {{count} {what}}}",
    "es-MX":
      "{what, select, vehicles {{count, plural, one {{count} vehículo} other {{count} vehículos}}} inspections {{count, plural, one {{count} inspección} other {{count} inspecciones}}} other {{count} {what}}}",
    "fr-CA":
      "{what, select, vehicles {{count, plural, one {{count} véhicule} other {{count} véhicules}}} inspections {{count, plural, one {{count} inspection} other {{count} inspections}}} other {{count} {what}}}",
  },
  // The last of several: "1 vehicle and 2 inspections".
  andLast: { "en-US": "{others} and {last}", "es-MX": "{others} y {last}", "fr-CA": "{others} et {last}" },
  // A vehicle's transfer: "2019 Honda Civic transferred from Jane Driver to John Doe".
  transferred: {
    "en-US": "{vehicle} transferred from {from} to {to}",
    "es-MX": "{vehicle} traspasado de {from} a {to}",
    "fr-CA": "{vehicle} transféré de {from} à {to}",
  },
  vehicleNumbered: { "en-US": "Vehicle {id}", "es-MX": "Vehículo {id}", "fr-CA": "Véhicule {id}" },
  noCustomer: { "en-US": "no customer", "es-MX": "ningún cliente", "fr-CA": "aucun client" },
  aCustomer: { "en-US": "a customer", "es-MX": "un cliente", "fr-CA": "un client" },
});
