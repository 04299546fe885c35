// What every page of one inspection shows at its top (the heading and the tabs): whose vehicle, which
// repair order, where it stands, and what the viewer can do next. One query, so each page adds one round trip.
import type { Tx } from "../../src/platform/db.ts";
import { hasPermission } from "../shops/mod.ts";
import { availableActions, type StatusAction } from "./change_status.ts";
import type { InspectionAccess } from "./inspection_access.ts";
import type { InspectionRecord } from "./inspection_record.ts";
import { INSPECTION_STATUS_LABELS, type InspectionStatus, type OdometerUnit } from "./types.ts";

export interface InspectionSummary {
  encId: string;
  status: InspectionStatus;
  statusLabel: string;
  typeName: string;
  roNumber: string;
  /** "Jane Driver", the company, or "" without a customer. */
  customerName: string;
  /** "2019 Honda Civic", or "" without a vehicle. */
  vehicleName: string;
  plate: string;
  vin: string;
  odometer: number | null;
  odometerUnit: OdometerUnit;
  mechanicName: string;
  managerName: string;
  createdAt: string;
  /** The life actions the viewer may take now. */
  actions: StatusAction[];
  canWork: boolean;
  canAudit: boolean;
}

/** What the inspection is about, for any reader: the staff heading or the customer's report. */
export type InspectionFacts = Omit<InspectionSummary, "actions" | "canWork" | "canAudit">;

export async function summarizeInspection(tx: Tx, access: InspectionAccess): Promise<InspectionSummary> {
  return {
    ...await describeInspection(tx, access.shop.id, access.inspection),
    actions: availableActions(access),
    canWork: hasPermission(access.roles, "inspections.work"),
    canAudit: hasPermission(access.roles, "inspections.audit"),
  };
}

export async function describeInspection(
  tx: Tx,
  shopId: number,
  inspection: InspectionRecord,
): Promise<InspectionFacts> {
  const [row] = await tx<
    {
      customerName: string;
      vehicleName: string;
      plate: string;
      vin: string;
      mechanicName: string;
      managerName: string;
    }[]
  >`
    select coalesce(c.customer_name, '') as "customerName", coalesce(s.vehicle_name, '') as "vehicleName",
           coalesce(s.plate, '') as plate, coalesce(s.vin, '') as vin,
           coalesce(mu.display_name, '') as "mechanicName", coalesce(gu.display_name, '') as "managerName"
    from inspections i
    left join shops_customer_names c on c.shop_id = i.shop_id and c.id = i.customer_id
    left join shops_vehicle_names s on s.shop_id = i.shop_id and s.id = i.subject_id
    left join accounts_people mu on mu.id = i.mechanic_user_id
    left join accounts_people gu on gu.id = i.manager_user_id
    where i.shop_id = ${shopId} and i.id = ${inspection.id}`;
  return {
    encId: inspection.encId,
    status: inspection.status,
    statusLabel: INSPECTION_STATUS_LABELS[inspection.status],
    typeName: inspection.typeName,
    roNumber: inspection.roNumber,
    ...row,
    odometer: inspection.odometer,
    odometerUnit: inspection.odometerUnit,
    createdAt: new Date(inspection.createdAt).toISOString(),
  };
}
