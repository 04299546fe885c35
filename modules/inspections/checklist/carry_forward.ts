// What the vehicle's previous inspection says, for the checklist: per task, last time's result and finding
// ("Last time (12 Mar, 45,100 mi): Warn — Worn to 4 mm"), and the recommendations the customer did not buy
// (warn or fail, not sold) to bring forward. "Previous" is the latest earlier inspection of the same
// vehicle in the same shop that recorded any result; two queries, whatever the checklist's length.
import type { Tx } from "@platform/db.ts";
import type { InspectionRecord } from "../inspection_record.ts";
import type { ItemResult, OdometerUnit } from "../types.ts";

export interface LastTime {
  result: ItemResult;
  findingText: string;
}

export interface UnsoldRecommendation {
  taskId: number;
  taskName: string;
  result: ItemResult;
  conclusionId: number | null;
  findingText: string;
  notes: string;
  price: number | null;
  time: number | null;
  priorityId: number | null;
}

export interface CarryForward {
  previous: { createdAt: string; odometer: number | null; odometerUnit: OdometerUnit; roNumber: string };
  /** "12 Mar 2026, 45,100 mi": the visit, in the shop's time zone. */
  label: string;
  /** Keyed by task id: only tasks that had a result. */
  lastTime: Record<string, LastTime>;
  recommendations: UnsoldRecommendation[];
}

export async function loadCarryForward(
  tx: Tx,
  shopId: number,
  inspection: Pick<InspectionRecord, "id" | "subjectId" | "createdAt">,
  /** The shop's: the last inspection's day as the shop saw it. */
  timeZone: string,
  /** The page's: how the day and the reading are written. */
  culture: string,
): Promise<CarryForward | null> {
  if (inspection.subjectId === null) return null;
  const [previous] = await tx<
    { id: number; createdAt: Date; odometer: number | null; odometerUnit: OdometerUnit; roNumber: string }[]
  >`
    select p.id, p.created_at as "createdAt", p.odometer, p.odometer_unit as "odometerUnit",
           p.ro_number as "roNumber"
    from inspections p
    where p.shop_id = ${shopId} and p.subject_id = ${inspection.subjectId} and p.id <> ${inspection.id}
      and (p.created_at, p.id) < (${new Date(inspection.createdAt)}::timestamptz, ${inspection.id}::int)
      and exists (select 1 from inspection_items pi
                  where pi.shop_id = p.shop_id and pi.inspection_id = p.id and pi.result <> 'none')
    order by p.created_at desc, p.id desc
    limit 1`;
  if (!previous) return null;
  const items = await tx<(UnsoldRecommendation & { sold: boolean })[]>`
    select pi.task_id as "taskId", pi.task_name as "taskName", pi.result, pi.conclusion_id as "conclusionId",
           pi.finding_text as "findingText", pi.notes, pi.price::float8 as price, pi.time::float8 as time,
           pi.priority_id as "priorityId", pi.sold
    from inspection_items pi
    join inspection_items cur on cur.shop_id = pi.shop_id and cur.inspection_id = ${inspection.id}
                             and cur.task_id = pi.task_id
    where pi.shop_id = ${shopId} and pi.inspection_id = ${previous.id} and pi.result <> 'none'
    order by pi.category_name, pi.task_name, pi.task_id`;
  // The day and the reading as the page's culture writes them, as the staff's pages write a day (staffDay).
  const day = new Intl.DateTimeFormat(culture, { dateStyle: "medium", timeZone }).format(previous.createdAt);
  const reading = previous.odometer === null
    ? ""
    : `, ${previous.odometer.toLocaleString(culture)} ${previous.odometerUnit}`;
  return {
    label: `${day}${reading}`,
    previous: {
      createdAt: new Date(previous.createdAt).toISOString(),
      odometer: previous.odometer,
      odometerUnit: previous.odometerUnit,
      roNumber: previous.roNumber,
    },
    lastTime: Object.fromEntries(
      items.map((item) => [item.taskId, { result: item.result, findingText: item.findingText }]),
    ),
    recommendations: items
      .filter((item) => (item.result === "warn" || item.result === "fail") && !item.sold)
      .map(({ sold: _sold, ...item }) => item),
  };
}
