// The status bar every staff page shows while something recorded on the device is not sent yet
// (src/ui/outbox/outbox_status.tsx): how much waits, what happens to it, each refused entry's Retry and
// Discard, and that the page is the copy kept on the device (when). The kit cannot import the catalogue, so the shop frame hands it these words. "All changes saved"
// is the checklist's message (checklist.allSaved): one phrase, one message.
import { defineMessages } from "../catalogue.ts";

export const OUTBOX_MESSAGES = defineMessages("outbox", "Unsent changes", {
  changes: {
    "en-US": "{n, plural, one {# change} other {# changes}}",
    "es-MX": "{n, plural, one {# cambio} other {# cambios}}",
    "fr-CA": "{n, plural, one {# modification} other {# modifications}}",
  },
  photos: {
    "en-US": "{n, plural, one {# photo or video} other {# photos or videos}}",
    "es-MX": "{n, plural, one {# foto o video} other {# fotos o videos}}",
    "fr-CA": "{n, plural, one {# photo ou vidéo} other {# photos ou vidéos}}",
  },
  allFailed: {
    "en-US": "{what} could not be sent. Retry or discard {n, plural, one {it} other {them}} below.",
    "es-MX": "No se pudo enviar: {what}. Reintente o descarte abajo.",
    "fr-CA": "Envoi impossible : {what}. Réessayez ou supprimez ci-dessous.",
  },
  someFailed: {
    "en-US": "{n} could not be sent: see below.",
    "es-MX": "{n} no se pudieron enviar: vea abajo.",
    "fr-CA": "{n} n'ont pas pu être envoyés : voir ci-dessous.",
  },
  offline: {
    "en-US": "Offline: {what} not sent yet. Kept on this device and sent when you are back online.",
    "es-MX":
      "Sin conexión: {what} sin enviar. Se guardan en este dispositivo y se envían al volver la conexión.",
    "fr-CA":
      "Hors ligne : {what} pas encore envoyés. Gardés sur cet appareil et envoyés au retour de la connexion.",
  },
  problem: {
    "en-US": "{what} not sent yet: {problem}",
    "es-MX": "{what} sin enviar: {problem}",
    "fr-CA": "{what} pas encore envoyés : {problem}",
  },
  sending: { "en-US": "Sending {what}…", "es-MX": "Enviando {what}…", "fr-CA": "Envoi de {what}…" },
  notSentYet: { "en-US": "Not sent yet", "es-MX": "Sin enviar", "fr-CA": "Pas encore envoyé" },
  retry: { "en-US": "Retry", "es-MX": "Reintentar", "fr-CA": "Réessayer" },
  discard: { "en-US": "Discard", "es-MX": "Descartar", "fr-CA": "Supprimer" },
  discardTitle: { "en-US": "Discard this?", "es-MX": "¿Descartar esto?", "fr-CA": "Supprimer ceci?" },
  keptCopy: {
    "en-US": "Offline copy from {when}: changes made elsewhere since are not shown.",
    "es-MX": "Copia sin conexión de {when}: no se muestran los cambios hechos después en otro lugar.",
    "fr-CA": "Copie hors ligne de {when} : les changements faits ailleurs depuis ne sont pas affichés.",
  },
  keptCopyOnline: {
    "en-US": "Copy from {when}. You are back online: reload for the latest.",
    "es-MX": "Copia de {when}. Ya hay conexión: recargue para ver lo último.",
    "fr-CA": "Copie de {when}. La connexion est revenue : rechargez pour la dernière version.",
  },
  reload: { "en-US": "Reload", "es-MX": "Recargar", "fr-CA": "Recharger" },
  discardMessage: {
    "en-US": "{label} was not sent. Discarding it removes it from this device for good.",
    "es-MX": "{label} no se envió. Al descartarlo se borra de este dispositivo para siempre.",
    "fr-CA": "{label} n'a pas été envoyé. Le supprimer l'efface de cet appareil pour de bon.",
  },
});
