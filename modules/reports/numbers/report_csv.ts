// A report as a CSV file: each table's header and rows as the page writes them (cell_format.ts), tables
// one after another with a blank line between. papaparse writes it, and its escapeFormulae puts a quote
// before a cell that starts with =, +, -, @, tab or return, so a customer named "=HYPERLINK(...)" stays text
// when the file is opened in a spreadsheet.
import Papa from "papaparse";
import { formatCell } from "./cell_format.ts";
import type { StaffReport } from "./report_model.ts";

export function reportCsv(report: StaffReport): string {
  const sections = report.tables.map((table) => {
    const rows = [
      ...table.rows.map((row) => row.cells),
      ...(table.totals ? [table.totals] : []),
    ].map((cells) =>
      table.columns.map((column) =>
        formatCell(column.kind, cells[column.key] ?? null, report.culture, report.currency)
      )
    );
    const fields = table.columns.map((column) => column.label);
    const body = Papa.unparse({ fields, data: rows }, { escapeFormulae: true, newline: "\r\n" });
    return report.tables.length > 1
      ? Papa.unparse([[table.caption]], { escapeFormulae: true }) + "\r\n" + body
      : body;
  });
  return sections.join("\r\n\r\n") + "\r\n";
}
