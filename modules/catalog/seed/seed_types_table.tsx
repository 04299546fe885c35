// The table of a template's inspection types (the templates page, a template's comparison): the type, its
// subject and task count, the shop's type that matches it, and the actions; the rows are the page's.
import type { ReactNode } from "react";
import { TableScroll } from "@ui/table_scroll.tsx";
import { SUBJECT_TYPE_LABELS, type SubjectType } from "../types.ts";

export function SeedTypesTable(props: { label: string; typeHeading: string; children: ReactNode }) {
  return (
    <TableScroll label={props.label}>
      <table className="data-table seed-types">
        <thead>
          <tr>
            <th scope="col">{props.typeHeading}</th>
            <th scope="col">Subject</th>
            <th scope="col" className="number">Tasks</th>
            <th scope="col">In my shop</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
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
  return (
    <>
      <td data-label="Subject">{SUBJECT_TYPE_LABELS[type.subjectType]}</td>
      <td data-label="Tasks" className="number">{type.taskCount}</td>
    </>
  );
}
