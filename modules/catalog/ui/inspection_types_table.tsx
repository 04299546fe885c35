import type { InspectionTypeSummary } from "../types.ts";

const SUBJECT_LABELS = { general: "General", vehicle: "Vehicle", appliance: "Appliance" } as const;
const CUSTOMER_LABELS = {
  none: "No customer",
  required: "Customer required",
  optional: "Customer optional",
} as const;

export function InspectionTypesTable({ types }: { types: InspectionTypeSummary[] }) {
  if (types.length === 0) {
    return <p className="empty">No inspection types yet.</p>;
  }
  return (
    <div className="table-scroll">
      <table className="data-table">
        <thead>
          <tr>
            <th scope="col">Inspection type</th>
            <th scope="col">Subject</th>
            <th scope="col">Customer</th>
            <th scope="col" className="number">Categories</th>
            <th scope="col" className="number">Tasks</th>
          </tr>
        </thead>
        <tbody>
          {types.map((type) => (
            <tr key={type.id} className={type.isActive ? undefined : "inactive"}>
              <th scope="row">
                {type.name}
                {type.isDefault && <span className="badge accent">Default</span>}
                {!type.isActive && <span className="badge">Inactive</span>}
              </th>
              <td data-label="Subject">{SUBJECT_LABELS[type.subjectType]}</td>
              <td data-label="Customer">{CUSTOMER_LABELS[type.customerMode]}</td>
              <td data-label="Categories" className="number">{type.categoryCount}</td>
              <td data-label="Tasks" className="number">{type.taskCount}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
