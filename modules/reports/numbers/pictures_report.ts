// /recent-images' pictures, grouped as asked: by day (the default), by inspection or by person, newest
// group first, in the order they were taken.
import { type Say, STAFF_REPORTS_MESSAGES as M } from "@modules/text/ui.ts";
import type { RecentMedia } from "./recent_images.server.ts";
import type { ReportPictureGroup } from "./report_model.ts";
import { dayLabel } from "./report_dates.ts";

export const PICTURE_GROUPINGS = ["day", "inspection", "person"] as const;
export type PictureGrouping = (typeof PICTURE_GROUPINGS)[number];

export function pictureGroups(
  media: RecentMedia[],
  grouping: PictureGrouping,
  thumbnails: Map<number, string>,
  imagesHref: (encId: string) => string,
  say: Say,
  culture: string,
): ReportPictureGroup[] {
  const inspectionLabel = (item: RecentMedia) =>
    [item.roNumber || say(M.noInspection), item.customer, item.vehicle].filter(Boolean).join(" · ");
  const groupOf = (item: RecentMedia) =>
    grouping === "day"
      ? { key: item.day, label: dayLabel(item.day, culture) }
      : grouping === "inspection"
      ? { key: item.encId, label: inspectionLabel(item) }
      : { key: String(item.userId), label: item.takenBy ?? say(M.notAssigned) };
  const groups = new Map<string, ReportPictureGroup>();
  for (const item of media) {
    const { key, label } = groupOf(item);
    let group = groups.get(key);
    if (!group) groups.set(key, group = { label, pictures: [] });
    group.pictures.push({
      id: item.id,
      kind: item.kind,
      thumbnailUrl: thumbnails.get(item.id) ?? null,
      caption: say(M.takenAt, { when: item.takenAt, who: item.takenBy ?? say(M.someone) }),
      href: imagesHref(item.encId),
      inspectionLabel: inspectionLabel(item),
    });
  }
  return [...groups.values()];
}
