// /recent-images: the latest photos and videos staff took on the shop's inspections, newest first, a page at a
// time (count per page), optionally of one person (userId) or one kind (type: photo or video). The page
// groups them by day, inspection or person (groupBy).
import type { Tx } from "@platform/db.ts";
import type { ReportWindow } from "./report_window.ts";

export const PICTURE_TYPES = ["all", "photo", "video"] as const;
export type PictureType = (typeof PICTURE_TYPES)[number];

export interface RecentMediaFilter {
  userId: number | null;
  type: PictureType;
  count: number;
  page: number;
}

export interface RecentMedia {
  id: number;
  kind: "photo" | "video";
  takenAt: string;
  day: string;
  userId: number | null;
  takenBy: string | null;
  encId: string;
  roNumber: string;
  customer: string | null;
  vehicle: string | null;
}

export async function selectRecentMedia(
  tx: Tx,
  shopId: number,
  window: ReportWindow,
  filter: RecentMediaFilter,
  timeZone: string,
): Promise<{ media: RecentMedia[]; total: number }> {
  const kinds = filter.type === "all"
    ? ["photo", "image", "video"]
    : filter.type === "photo"
    ? ["photo", "image"]
    : ["video"];
  const where = tx`m.shop_id = ${shopId} and m.created_at >= ${window.start} and m.created_at < ${window.end}
    and m.kind = any(${kinds}::text[]) ${
    filter.userId === null ? tx`` : tx`and m.created_by_user_id = ${filter.userId}`
  }`;
  const [media, [{ total }]] = await Promise.all([
    tx<RecentMedia[]>`
      select m.id, case when m.kind = 'video' then 'video' else 'photo' end as kind,
        to_char(m.created_at at time zone ${timeZone}, 'YYYY-MM-DD HH24:MI') as "takenAt",
        to_char(m.created_at at time zone ${timeZone}, 'YYYY-MM-DD') as day,
        m.created_by_user_id as "userId", p.display_name as "takenBy", i.enc_id as "encId", i.ro_number as "roNumber",
        nullif(c.customer_name, '') as customer, nullif(v.vehicle_name, '') as vehicle
      from media_inspection_media m
      join inspections_facts i on i.shop_id = m.shop_id and i.id = m.inspection_id
      left join accounts_people p on p.id = m.created_by_user_id
      left join shops_customer_names c on c.shop_id = i.shop_id and c.id = i.customer_id
      left join shops_vehicle_names v on v.shop_id = i.shop_id and v.id = i.subject_id
      where ${where}
      order by m.created_at desc, m.id desc
      limit ${filter.count} offset ${(filter.page - 1) * filter.count}`,
    tx<{ total: number }[]>`select count(*)::int as total from media_inspection_media m where ${where}`,
  ]);
  return { media, total };
}
