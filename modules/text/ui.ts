// text: client-safe public API: a page's words (the message catalogue's messages a page's server function
// sent, with the shop's overrides) and the keys of the catalogue's messages (decision 028).
export {
  type PageWords,
  type Say,
  sayIn,
  useMoney,
  usePageCulture,
  useWords,
  WordsProvider,
} from "./localization/words.tsx";
export * from "./localization/messages/mod.ts";
export { useListWords } from "./localization/list_words.ts";
export { cultureOf } from "./localization/cultures.ts";
export { titleIn, wordsHead } from "./localization/words_head.ts";
export type { MessageKey } from "./localization/messages/message_key.ts";
// For rules that run in the browser's bundle too (the add form's fields) and refuse on the server.
export { MessageRefusal } from "./localization/message_refusal.ts";
