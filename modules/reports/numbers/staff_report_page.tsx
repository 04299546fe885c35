// Every staff report page (decision 034): its title and days, the filters (an ordinary GET form, so it works
// without scripts and the address is the report), the CSV download, the chart (SVG from the server, with its
// numbers in a table), the report's tables and, on /recent-images, the pictures. The server described it all
// (load_report.server.ts); this only draws it.
import type { ShownOutcome } from "@platform/page_outcome.ts";
import { ShopPageResult } from "@ui/shop_page_result.tsx";
import { Chart } from "@ui/charts/chart.tsx";
import { TableScroll } from "@ui/table_scroll.tsx";
import { Pager } from "@ui/table/pager.tsx";
import { Field, SelectField } from "@ui/forms.tsx";
import { STAFF_REPORTS_MESSAGES as M, useListWords, useWords, WordsProvider } from "@modules/text/ui.ts";
import type { PageWords } from "@modules/text/ui.ts";
import { formatCell } from "./cell_format.ts";
import { SummaryControl } from "./summary_control.tsx";
import type { ReportField, ReportPictureGroup, ReportTable, StaffReport } from "./report_model.ts";

export interface StaffReportPage {
  report: StaffReport;
  words: PageWords;
}

export function StaffReportView(props: { result: ShownOutcome<StaffReportPage>; shopUriName: string }) {
  return (
    <ShopPageResult result={props.result} shopUriName={props.shopUriName}>
      {(page) => (
        <WordsProvider words={page.words}>
          <Report report={page.report} />
        </WordsProvider>
      )}
    </ShopPageResult>
  );
}

function Report({ report }: { report: StaffReport }) {
  const say = useWords();
  const format = (kind: Parameters<typeof formatCell>[0]) => (value: number) =>
    formatCell(kind, value, report.culture, report.currency);
  return (
    <main className="page staff-report" lang={report.culture}>
      <nav className="section-nav staff-report-nav" aria-label={say(M.reportsNav)}>
        {report.reports.map((link) => (
          <a key={link.href} href={link.href} aria-current={link.current ? "page" : undefined}>
            {link.title}
          </a>
        ))}
      </nav>
      <div className="page-heading">
        <h1>{report.title}</h1>
        {report.csvHref && !report.error && (
          <a className="button" href={report.csvHref} download>{say(M.downloadCsv)}</a>
        )}
      </div>
      {report.subtitle && <p className="hint staff-report-window">{report.subtitle}</p>}
      <Filters fields={report.fields} />
      {report.error && <p className="error" role="alert">{report.error}</p>}
      {report.summary && <SummaryControl summary={report.summary} />}
      {report.chart && (
        <Chart
          {...report.chart}
          format={format(report.chart.valueKind)}
          numbersLabel={say(M.theNumbers)}
        />
      )}
      {report.tables.map((table) => <Table key={table.caption} table={table} report={report} />)}
      {report.pictures && <Pictures groups={report.pictures} />}
      {report.paging && (
        <ReportPager paging={report.paging} noun={report.pictures ? M.pictureNoun : M.workOrderNoun} />
      )}
    </main>
  );
}

function Filters({ fields }: { fields: ReportField[] }) {
  const say = useWords();
  return (
    <form method="get" className="filters wrap staff-report-filters" aria-label={say(M.filters)}>
      {fields.map((field) => <FilterField key={field.name} field={field} />)}
      <button type="submit" className="button primary">{say(M.show)}</button>
    </form>
  );
}

function FilterField({ field }: { field: ReportField }) {
  const id = `report-${field.name}`;
  if (field.type === "checkbox") {
    return (
      <label className="checkbox">
        <input type="hidden" name={field.name} value="0" />
        <input type="checkbox" name={field.name} value="1" defaultChecked={field.value === "1"} />
        {field.label}
      </label>
    );
  }
  if (field.type === "select") {
    return (
      <SelectField label={field.label} id={id} name={field.name} defaultValue={field.value}>
        {field.options?.map((option) => (
          <option key={option.value} value={option.value}>{option.label}</option>
        ))}
      </SelectField>
    );
  }
  return (
    <Field
      label={field.label}
      id={id}
      name={field.name}
      type={field.type}
      defaultValue={field.value}
      width={field.type === "search" ? "grow" : undefined}
    />
  );
}

function Table({ table, report }: { table: ReportTable; report: StaffReport }) {
  const cell = (kind: ReportTable["columns"][number]["kind"], value: string | number | null | undefined) =>
    formatCell(kind, value ?? null, report.culture, report.currency);
  // Numbers align right; a date stays on one line (2025-03-20 08:00 never breaks at its hyphens).
  const numeric = (kind: string) => (kind === "text" ? undefined : kind === "date" ? "date" : "number");
  return (
    <section className="staff-report-table">
      <h2>{table.caption}</h2>
      {table.rows.length === 0 ? <p className="empty">{table.empty}</p> : (
        <TableScroll label={table.caption}>
          <table className="data-table">
            <thead>
              <tr>
                {table.columns.map((column) => (
                  <th key={column.key} scope="col" className={numeric(column.kind)}>{column.label}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row, index) => (
                <tr key={index}>
                  {table.columns.map((column, i) => {
                    const text = cell(column.kind, row.cells[column.key]);
                    // The first cell names the row (a card's title on a phone); the others carry their column's
                    // name for the phone's stacked layout.
                    // A customer's further results leave the name out: an empty cell, not an empty header.
                    return i === 0 && text
                      ? (
                        <th key={column.key} scope="row">
                          {row.href ? <a href={row.href}>{text}</a> : text}
                        </th>
                      )
                      : (
                        <td key={column.key} className={numeric(column.kind)} data-label={column.label}>
                          {text}
                        </td>
                      );
                  })}
                </tr>
              ))}
            </tbody>
            {table.totals && (
              <tfoot>
                <tr>
                  {table.columns.map((column, i) =>
                    i === 0
                      ? <th key={column.key} scope="row">{cell(column.kind, table.totals?.[column.key])}</th>
                      : (
                        <td key={column.key} className={numeric(column.kind)} data-label={column.label}>
                          {cell(column.kind, table.totals?.[column.key])}
                        </td>
                      )
                  )}
                </tr>
              </tfoot>
            )}
          </table>
        </TableScroll>
      )}
    </section>
  );
}

function Pictures({ groups }: { groups: ReportPictureGroup[] }) {
  const say = useWords();
  if (groups.length === 0) return <p className="empty">{say(M.noPictures)}</p>;
  return (
    <>
      {groups.map((group) => (
        <section key={group.label} className="staff-report-pictures" aria-label={group.label}>
          <h2>{group.label}</h2>
          <ul>
            {group.pictures.map((picture) => (
              <li key={picture.id}>
                <a href={picture.href} title={picture.inspectionLabel}>
                  {picture.thumbnailUrl
                    ? <img src={picture.thumbnailUrl} alt={picture.inspectionLabel} loading="lazy" />
                    : <span className="staff-report-no-thumbnail" aria-hidden="true" />}
                  {picture.kind === "video" && <span className="staff-report-video">{say(M.video)}</span>}
                </a>
                <p className="hint">{picture.caption}</p>
                <p className="hint staff-report-inspection">{picture.inspectionLabel}</p>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

function ReportPager({ paging, noun }: { paging: NonNullable<StaffReport["paging"]>; noun: string }) {
  const words = useListWords(noun);
  return <Pager page={paging.page} pageSize={paging.pageSize} total={paging.total} words={words.pager} />;
}
