// The outbox status line's words (src/ui/outbox/outbox_rules.ts OutboxWords) from the message catalogue, in
// the frame's culture with the shop's wording: the kit cannot import the catalogue, the frame can.
import type { OutboxWords } from "@ui/outbox/outbox_rules.ts";
import { CHECKLIST_MESSAGES, OUTBOX_MESSAGES as M, type Say } from "@modules/text/ui.ts";

export function outboxWords(say: Say, culture: string): OutboxWords {
  const list = new Intl.ListFormat(culture, { type: "conjunction" });
  // When the device kept a page, in the device's own time: "at 10:42", or "Dec 6, 10:42 AM" another day.
  const when = (date: Date) => {
    const today = new Date().toDateString() === date.toDateString();
    return new Intl.DateTimeFormat(
      culture,
      today ? { timeStyle: "short" } : { dateStyle: "medium", timeStyle: "short" },
    )
      .format(date);
  };
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
    keptCopy: (date) => say(M.keptCopy, { when: when(date) }),
    keptCopyOnline: (date) => say(M.keptCopyOnline, { when: when(date) }),
    reload: say(M.reload),
  };
}
