// text: the seed's text transformation (sentence, general title, person title and vehicle title case) and
// the /ajax/misc/text call that applies it to a form's free-text inputs; and the message catalogue of every
// string a shop may reword per culture, with the shops' overrides (decision 028). A generic service, like
// media and messaging: it knows words, not shops (a shop is only the number its overrides are filed under).
// Server-side public API.
export { textTransformCall } from "./text_transform_calls.server.ts";
export { toPersonTitleCase } from "./case/person_title_case.ts";
export {
  catalogueEntries,
  type CatalogueEntry,
  catalogueEntry,
  defaultMessage,
  type MessageDefaults,
  Messages,
  type Overrides,
} from "./localization/catalogue.ts";
export {
  BASE_CULTURE,
  cultureName,
  cultureOf,
  fallbackChain,
  languageOf,
  SHIPPED_CULTURES,
} from "./localization/cultures.ts";
export { formatMessage, messageProblem } from "./localization/icu.ts";
export {
  baseSentence,
  sayStored,
  type StoredMessage,
  type StoredValue,
} from "./localization/stored_message.ts";
export { MessageConflict, MessageRefusal } from "./localization/message_refusal.ts";
export {
  checkOverride,
  cultureOverrides,
  overrideCounts,
  replaceOverrides,
  resetOverride,
  saveOverride,
  selectOverrides,
  shopMessages,
} from "./localization/localization_queries.ts";
export * from "./localization/messages/mod.ts";
