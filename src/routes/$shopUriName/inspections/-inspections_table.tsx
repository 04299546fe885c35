// The inspections list's table: headings that order the list on the server (links, so they work without
// scripts); each row opens the inspection's details, and a mechanic's "Checklist" goes straight to work.
import { getRouteApi } from "@tanstack/react-router";
import type {
  InspectionListItem,
  InspectionsFilter,
  InspectionsOrder,
} from "../../../../modules/inspections/ui.ts";
import { ListSortHeader } from "../../../ui/table/sort_header.tsx";
import { TableScroll } from "../../../ui/table_scroll.tsx";
import { InspectionStatusBadge } from "@modules/inspections/ui.ts";

const route = getRouteApi("/$shopUriName/inspections/");

export function InspectionsTable(
  props: { inspections: InspectionListItem[]; filter: InspectionsFilter; canWork: boolean },
) {
  const { inspections, filter } = props;
  const { shopUriName } = route.useParams();
  if (inspections.length === 0) return <p className="empty">No inspections match these filters.</p>;
  return (
    <TableScroll label="Inspections">
      <table className="data-table row-table inspections-table">
        <caption className="visually-hidden">Inspections</caption>
        <thead>
          <tr>
            <SortHeading filter={filter} order="vehicle" label="Vehicle" />
            <SortHeading filter={filter} order="customer" label="Customer" />
            <SortHeading filter={filter} order="ro" label="RO" />
            <SortHeading filter={filter} order="status" label="Status" />
            <SortHeading filter={filter} order="mechanic" label="Mechanic" />
            <SortHeading filter={filter} order="manager" label="Manager" />
            <SortHeading filter={filter} order="created" label="Created" />
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

/** Orders by its column; again, the other way. First choice: A to Z, newest first for dates. */
function SortHeading(
  { filter, order, label }: { filter: InspectionsFilter; order: InspectionsOrder; label: string },
) {
  const current = filter.orderBy === order;
  return (
    <ListSortHeader
      label={label}
      current={current}
      ascending={filter.asc}
      next={{
        orderBy: order === "created" ? undefined : order,
        asc: current ? (filter.asc ? 0 : 1) : undefined,
        page: undefined,
      }}
    />
  );
}
