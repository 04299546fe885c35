// The inspections list's table: headings that order the list on the server (links, so they work without
// scripts); each row opens the inspection's details, and a mechanic's "Checklist" goes straight to work.
import { SortHeading } from "@ui/table/sort_heading.tsx";
import { TableScroll } from "@ui/table_scroll.tsx";
import type { InspectionsFilter, InspectionsOrder } from "./list_search.ts";
import type { InspectionListItem } from "./list_pages.server.ts";
import { InspectionStatusBadge } from "../shared/inspection_status.tsx";

export function InspectionsTable(
  props: {
    shopUriName: string;
    inspections: InspectionListItem[];
    filter: InspectionsFilter;
    canWork: boolean;
  },
) {
  const { shopUriName, inspections, filter } = props;
  // Dates start newest first and names A to Z, so the address says asc=1 as well as asc=0.
  const heading = (column: InspectionsOrder, label: string) => (
    <SortHeading
      column={column}
      label={label}
      orderBy={filter.orderBy}
      ascending={filter.asc}
      defaultColumn="created"
      explicitAsc
      reset={["page"]}
    />
  );
  if (inspections.length === 0) return <p className="empty">No inspections match these filters.</p>;
  return (
    <TableScroll label="Inspections">
      <table className="data-table row-table inspections-table">
        <caption className="visually-hidden">Inspections</caption>
        <thead>
          <tr>
            {heading("vehicle", "Vehicle")}
            {heading("customer", "Customer")}
            {heading("ro", "RO")}
            {heading("status", "Status")}
            {heading("mechanic", "Mechanic")}
            {heading("manager", "Manager")}
            {heading("created", "Created")}
            {props.canWork && (
              <th scope="col">
                <span className="visually-hidden">Checklist</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {inspections.map((inspection) => {
            const base = `/${shopUriName}/inspections/${inspection.encId}`;
            return (
              <tr key={inspection.encId}>
                <th scope="row">
                  <a href={base}>{inspection.vehicleName || inspection.typeName}</a>
                  <span className="hint inspection-plate">
                    {[inspection.plate, inspection.typeName].filter(Boolean).join(" · ")}
                  </span>
                </th>
                <td>{inspection.customerName || "—"}</td>
                <td className="nowrap">{inspection.roNumber || "—"}</td>
                <td className="nowrap">
                  <InspectionStatusBadge
                    status={inspection.status}
                    label={inspection.statusLabel}
                    sentBack={inspection.sentBack}
                  />
                </td>
                <td>{inspection.mechanicName || "—"}</td>
                <td>{inspection.managerName || "—"}</td>
                <td className="inspection-created">{inspection.created}</td>
                {props.canWork && (
                  <td className="nowrap">
                    <a
                      href={`${base}/checklist`}
                      aria-label={`Checklist of ${inspection.vehicleName || inspection.typeName}${
                        inspection.roNumber ? `, RO ${inspection.roNumber}` : ""
                      }`}
                    >
                      Checklist
                    </a>
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroll>
  );
}
