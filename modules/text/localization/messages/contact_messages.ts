// What the accounts' checks of an e-mail address or a phone number (modules/accounts/contact.ts) say is wrong
// with one, wherever it is typed: a customer's details (the customer's page, the add form, quick-create, the
// Details tab) say it to the shop's staff in their language; sign-up and sign-in, with no shop, in en-US.
import { defineMessages } from "../catalogue.ts";

export const CONTACT_MESSAGES = defineMessages("contact", "E-mail addresses and phone numbers", {
  enterEmail: {
    "en-US": "Enter an e-mail address.",
    "es-MX": "Escriba una dirección de correo.",
    "fr-CA": "Entrez une adresse courriel.",
  },
  notEmail: {
    "en-US": '"{address}" is not an e-mail address.',
    "es-MX": '"{address}" no es una dirección de correo.',
    "fr-CA": "« {address} » n'est pas une adresse courriel.",
  },
  enterMobile: {
    "en-US": "Enter a mobile number.",
    "es-MX": "Escriba un número de celular.",
    "fr-CA": "Entrez un numéro de cellulaire.",
  },
  notMobile: {
    "en-US": '"{number}" is not a phone number we can send text messages to.',
    "es-MX": '"{number}" no es un número de teléfono al que se puedan enviar mensajes de texto.',
    "fr-CA": "« {number} » n'est pas un numéro de téléphone auquel envoyer des textos.",
  },
  // The number as the library writes it internationally (+44 20 7946 0958).
  landline: {
    "en-US": "{number} is a landline; text messages need a mobile number.",
    "es-MX": "{number} es un teléfono fijo; los mensajes de texto necesitan un número de celular.",
    "fr-CA": "{number} est un téléphone fixe; les textos ont besoin d'un numéro de cellulaire.",
  },
  enterPhone: {
    "en-US": "Enter a phone number.",
    "es-MX": "Escriba un número de teléfono.",
    "fr-CA": "Entrez un numéro de téléphone.",
  },
  notPhone: {
    "en-US": '"{number}" is not a phone number: check the digits and the country code.',
    "es-MX": '"{number}" no es un número de teléfono: revise los dígitos y el código del país.',
    "fr-CA": "« {number} » n'est pas un numéro de téléphone : vérifiez les chiffres et l'indicatif du pays.",
  },
  // A user's address or number another user of the app has already (the users pages; a 409).
  takenEmail: {
    "en-US": "Another user already has the e-mail address {address}.",
    "es-MX": "Otro usuario ya tiene la dirección de correo {address}.",
    "fr-CA": "Un autre utilisateur a déjà l'adresse courriel {address}.",
  },
  takenMobile: {
    "en-US": "Another user already has the mobile number {number}.",
    "es-MX": "Otro usuario ya tiene el número de celular {number}.",
    "fr-CA": "Un autre utilisateur a déjà le numéro de cellulaire {number}.",
  },
  // A person's name as the users pages take it.
  userNameLength: {
    "en-US": "A user's name must be 1 to 120 characters.",
    "es-MX": "El nombre de un usuario debe tener de 1 a 120 caracteres.",
    "fr-CA": "Le nom d'un utilisateur doit compter de 1 à 120 caractères.",
  },
});
