// The kit's paged-list words (src/ui/table: the pager, rows per page) from the message catalogue, for one
// list: the shared lists.* messages with the list's own noun ("{n, plural, one {inspection} other
// {inspections}}"), numbers written as the page's culture writes them.
import type { PagerWords } from "@ui/table/pager.tsx";
import type { ListFormEndWords } from "@ui/table/list_form_end.tsx";
import type { ListRefusalWords } from "@ui/table/list_refusal.tsx";
import { LISTS_MESSAGES as M } from "./messages/lists_messages.ts";
import { usePageCulture, useWords } from "./words.tsx";

export function useListWords(
  nounKey: string,
): { pager: PagerWords; formEnd: ListFormEndWords; refusal: ListRefusalWords } {
  const say = useWords();
  const culture = usePageCulture();
  const count = (n: number) => n.toLocaleString(culture);
  const many = say(nounKey, { n: 2 });
  return {
    pager: {
      range: (first, last, total) =>
        say(M.range, {
          first: count(first),
          last: count(last),
          total: count(total),
          noun: say(nounKey, { n: total }),
        }),
      none: say(M.none, { noun: many }),
      label: say(M.pagesOf, { noun: many }),
      previous: say(M.previous),
      next: say(M.next),
      page: (n) => say(M.page, { n }),
    },
    formEnd: { perPage: say(M.perPage), apply: say(M.apply) },
    refusal: refusalWords(say(M.correctFilters, { startAgain: LINK }), say(M.startAgain)),
  };
}

/** Where the link goes in the sentence: a character no wording has. */
const LINK = "\u0000";

function refusalWords(sentence: string, startAgain: string): ListRefusalWords {
  const [beforeLink, afterLink] = sentence.split(LINK);
  return { beforeLink, afterLink, startAgain };
}
