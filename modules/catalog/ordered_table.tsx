// A table whose rows stand in the order the shop gives them (priorities, a task's findings, a category's
// tasks): each row is a row group with its drag handle; a drag or the arrow keys reorder it, saved at once.
import type { ReactNode } from "react";
import { useWords } from "@modules/text/ui.ts";
import { CATALOGUE_PAGES_MESSAGES as M } from "@modules/text/ui.ts";
import { ControlHeading } from "@ui/table/control_heading.tsx";
import { DragHandle, ReorderStatus, rowGroupClass, useSavedRowOrder } from "@ui/table/row_reorder.tsx";
import { TableScroll } from "@ui/table_scroll.tsx";
import { useHydrated } from "@ui/use_hydrated.ts";

export function OrderedTable<Row>(props: {
  rows: readonly Row[];
  idOf(row: Row): number;
  /** The row's name, for its handle and the announcements. */
  labelOf(row: Row): string;
  saveUrl: string;
  canManage: boolean;
  /** Whether the handles show for those who cannot reorder (disabled then). */
  handlesForAll?: boolean;
  /** The scroll box's name, when the table scrolls on its own. */
  scrollLabel?: string;
  className: string;
  caption: ReactNode;
  /** The column headings after the handle's. */
  headings: ReactNode;
  rowClass(row: Row): string | undefined;
  /** The row's cells after its handle. */
  cells(row: Row, id: string): ReactNode;
}) {
  const hydrated = useHydrated();
  const say = useWords();
  const byId = new Map(props.rows.map((row) => [String(props.idOf(row)), row]));
  const reorder = useSavedRowOrder({
    rows: props.rows,
    idOf: props.idOf,
    labelOf: props.labelOf,
    saveUrl: props.saveUrl,
    enabled: hydrated && props.canManage,
  });
  const handles = props.canManage || props.handlesForAll === true;
  const table = (
    <table ref={reorder.tableRef} className={`data-table row-table ${props.className}`}>
      <caption className="visually-hidden">{props.caption}</caption>
      <thead>
        <tr>
          {handles && <ControlHeading label={say(M.order)} />}
          {props.headings}
        </tr>
      </thead>
      {reorder.order.map((id) => {
        const row = byId.get(id)!;
        return (
          <tbody key={id} data-sort-id={id} className={rowGroupClass(reorder, id)}>
            <tr className={props.rowClass(row)}>
              {handles && (
                <td className="table-control">
                  <DragHandle reorder={reorder} id={id} label={props.labelOf(row)} />
                </td>
              )}
              {props.cells(row, id)}
            </tr>
          </tbody>
        );
      })}
    </table>
  );
  return (
    <>
      {props.scrollLabel ? <TableScroll label={props.scrollLabel}>{table}</TableScroll> : table}
      {handles && <ReorderStatus reorder={reorder} />}
    </>
  );
}
