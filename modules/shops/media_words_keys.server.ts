// Every key the media kit's words use (media_words.ts): the media.* messages and the checklist's results of a
// task. The pages that show a list of pictures, or open the kit's viewer or camera, send them with their own.
import { CHECKLIST_MESSAGES, MEDIA_MESSAGES } from "@modules/text/mod.ts";

export const MEDIA_WORDS_MESSAGES = {
  ...MEDIA_MESSAGES,
  resultPass: CHECKLIST_MESSAGES.resultPass,
  resultWarn: CHECKLIST_MESSAGES.resultWarn,
  resultFail: CHECKLIST_MESSAGES.resultFail,
  notes: CHECKLIST_MESSAGES.notes,
} as const;
