// "Next car" once a checklist is handed in (docs/inspections/checklist.md): the mechanic's next open
// inspection, the one of theirs that has waited longest (cars are worked in the order they came in), or, when
// none is assigned to them, the Bay, where they take an unassigned car or start one.
import type { Sql } from "@platform/db.ts";
import type { InspectionAccess } from "../inspection_access.ts";

export interface NextCar {
  /** The page it leads to: the next inspection's checklist, or the Bay. */
  path: string;
  /** The car's name and RO number, or "" for the Bay. */
  vehicleName: string;
  roNumber: string;
}

export async function findNextCar(sql: Sql, access: InspectionAccess): Promise<NextCar> {
  const [next] = await sql<{ encId: string; vehicleName: string; roNumber: string }[]>`
    select i.enc_id as "encId", coalesce(s.vehicle_name, '') as "vehicleName", i.ro_number as "roNumber"
    from inspections i
    left join shops_vehicle_names s on s.shop_id = i.shop_id and s.id = i.subject_id
    where i.shop_id = ${access.shop.id} and i.mechanic_user_id = ${access.viewer.userId}
      and i.status in ('created', 'inProgress') and i.id <> ${access.inspection.id} and i.enc_id is not null
    order by i.created_at, i.id
    limit 1`;
  const shop = `/${encodeURIComponent(access.shop.uriName)}`;
  return next
    ? {
      path: `${shop}/inspections/${next.encId}/checklist`,
      vehicleName: next.vehicleName,
      roNumber: next.roNumber,
    }
    : { path: `${shop}/open-new-inspection-quicklist`, vehicleName: "", roNumber: "" };
}
