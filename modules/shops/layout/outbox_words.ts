// The outbox status line's words (src/ui/outbox/outbox_rules.ts OutboxWords) from the message catalogue, in
// the frame's culture with the shop's wording: the kit cannot import the catalogue, the frame can.
import type { OutboxWords } from "@ui/outbox/outbox_rules.ts";
import { CHECKLIST_MESSAGES, OUTBOX_MESSAGES as M, type Say } from "@modules/text/ui.ts";

export function outboxWords(say: Say, culture: string): OutboxWords {
  const list = new Intl.ListFormat(culture, { type: "conjunction" });
  return {
    changes: (n) => say(M.changes, { n }),
    photos: (n) => say(M.photos, { n }),
    both: (parts) => list.format(parts),
    allFailed: (what, n) => say(M.allFailed, { what, n }),
    someFailed: (n) => say(M.someFailed, { n }),
    offline: (what) => say(M.offline, { what }),
    problem: (what, problem) => say(M.problem, { what, problem }),
    sending: (what) => say(M.sending, { what }),
    allSaved: say(CHECKLIST_MESSAGES.allSaved),
    notSentYet: say(M.notSentYet),
    retry: say(M.retry),
    discard: say(M.discard),
    discardTitle: say(M.discardTitle),
    discardMessage: (label) => say(M.discardMessage, { label }),
  };
}
