// The table of a template's inspection types (the templates page, a template's comparison): the type, its
// subject and task count, the shop's type that matches it, and the actions; the rows are the page's.
import type { ReactNode } from "react";
import { TableScroll } from "@ui/table_scroll.tsx";
import type { SubjectType } from "../types.ts";
import { SUBJECT_TYPE_WORDS } from "../option_words.ts";
import { CATALOGUE_PAGES_MESSAGES as M, SEED_PAGES_MESSAGES as S, useWords } from "@modules/text/ui.ts";

export function SeedTypesTable(props: { label: string; typeHeading: string; children: ReactNode }) {
  const say = useWords();
  return (
    <TableScroll label={props.label}>
      <table className="data-table seed-types">
        <thead>
          <tr>
            <th scope="col">{props.typeHeading}</th>
            <th scope="col">{say(S.subject)}</th>
            <th scope="col" className="number">{say(M.tasks)}</th>
            <th scope="col">{say(S.inMyShop)}</th>
            <th scope="col">
              <span className="visually-hidden">{say(M.actions)}</span>
            </th>
          </tr>
        </thead>
        <tbody>{props.children}</tbody>
      </table>
    </TableScroll>
  );
}

/** A type row's subject and task count. */
export function SeedTypeCells({ type }: { type: { subjectType: SubjectType; taskCount: number } }) {
  const say = useWords();
  return (
    <>
      <td data-label={say(S.subject)}>{say(SUBJECT_TYPE_WORDS[type.subjectType])}</td>
      <td data-label={say(M.tasks)} className="number">{type.taskCount}</td>
    </>
  );
}
