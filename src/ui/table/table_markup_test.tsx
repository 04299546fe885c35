// The helpers' server HTML: what a screen reader and a page without scripts get before hydration.
import assert from "node:assert/strict";
import { renderToStaticMarkup } from "react-dom/server";
import { DetailsRow, detailsRowId, ExpandButton } from "./row_expand.tsx";
import { SelectAllCheckbox, SelectedRowsAction } from "./select_all.tsx";
import { SortHeader } from "./sort_header.tsx";
import { NoRowsMatch, TableFilter } from "./table_filter.tsx";

const noop = () => {};

Deno.test("the sorted column's header carries aria-sort and its arrow; the others neither", () => {
  const sort = { column: "name", direction: "descending" } as const;
  const sorted = renderToStaticMarkup(<SortHeader column="name" label="Task" sort={sort} onSort={noop} />);
  assert.match(sorted, /<th scope="col" aria-sort="descending">/);
  assert.match(sorted, /▼/);
  const other = renderToStaticMarkup(
    <SortHeader column="priority" label="Priority" sort={sort} onSort={noop} />,
  );
  assert.doesNotMatch(other, /aria-sort/);
  assert.doesNotMatch(other, /[▲▼]/);
});

Deno.test("a row's toggle controls its details row, which is hidden while collapsed", () => {
  const toggle = renderToStaticMarkup(
    <ExpandButton rowId="12" expanded={false} onToggle={noop} label="Front brake pads" />,
  );
  assert.match(toggle, /aria-expanded="false"/);
  assert.match(toggle, new RegExp(`aria-controls="${detailsRowId("12")}"`));
  assert.match(toggle, /aria-label="Details of Front brake pads"/);
  const closed = renderToStaticMarkup(
    <table>
      <tbody>
        <DetailsRow rowId="12" open={false} columns={5}>Pad thickness</DetailsRow>
      </tbody>
    </table>,
  );
  assert.match(closed, new RegExp(`<tr id="${detailsRowId("12")}" class="details-row" hidden="">`));
  assert.match(closed, /<td colSpan="5">Pad thickness<\/td>/i);
});

Deno.test("the header checkbox says mixed when some rows are selected; an action below its minimum is off", () => {
  assert.match(
    renderToStaticMarkup(<SelectAllCheckbox state="some" onToggle={noop} />),
    /aria-checked="mixed"/,
  );
  assert.match(renderToStaticMarkup(<SelectAllCheckbox state="all" onToggle={noop} />), /checked=""/);
  const merge = renderToStaticMarkup(
    <SelectedRowsAction selectedCount={1} minimum={2} onRun={noop}>Merge</SelectedRowsAction>,
  );
  assert.match(merge, /disabled=""/);
  assert.match(merge, /title="Select at least 2 rows"/);
  const deactivate = renderToStaticMarkup(
    <SelectedRowsAction selectedCount={1} onRun={noop}>Deactivate</SelectedRowsAction>,
  );
  assert.doesNotMatch(deactivate, /disabled/);
});

Deno.test("the filter labels its box and counts the rows shown in a polite live region", () => {
  const filter = renderToStaticMarkup(
    <TableFilter label="Filter tasks" value="brake" onChange={noop} shown={2} total={8} />,
  );
  assert.match(filter, /<label for="([^"]+)">Filter tasks<\/label><input id="\1" type="search"/);
  assert.match(filter, /<p class="hint" aria-live="polite">2 of 8 rows shown<\/p>/);
  assert.match(
    renderToStaticMarkup(
      <table>
        <NoRowsMatch columns={4} />
      </table>,
    ),
    /No rows match/,
  );
});
