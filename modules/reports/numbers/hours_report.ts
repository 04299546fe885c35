// /hours-report's tables and chart: per mechanic and per adviser the hours recorded, and per inspection.
import { type Say, STAFF_REPORTS_MESSAGES as M } from "@modules/text/ui.ts";
import type { InspectionHours, PersonHours } from "./hours.server.ts";
import { MAX_INSPECTIONS } from "./hours.server.ts";
import type { ReportChart, ReportColumn, ReportTable } from "./report_model.ts";

const HOUR_COLUMNS = ["checklistHours", "auditHours", "reportHours", "labourHours", "soldHours"] as const;

function hourColumns(say: Say): ReportColumn[] {
  return HOUR_COLUMNS.map((key) => ({ key, label: say(M[key]), kind: "hours" as const }));
}

export function personHoursTable(role: "mechanic" | "manager", people: PersonHours[], say: Say): ReportTable {
  const mine = people.filter((person) => person.role === role);
  const hours = (person: PersonHours) => Object.fromEntries(HOUR_COLUMNS.map((key) => [key, person[key]]));
  const total = (key: (typeof HOUR_COLUMNS)[number]) => mine.reduce((sum, person) => sum + person[key], 0);
  return {
    caption: say(role === "mechanic" ? M.perMechanic : M.perAdviser),
    columns: [
      { key: "person", label: say(role === "mechanic" ? M.mechanic : M.adviser), kind: "text" },
      { key: "inspections", label: say(M.inspections), kind: "count" },
      ...hourColumns(say),
    ],
    rows: mine.map((person) => ({
      cells: { person: person.name ?? say(M.notAssigned), inspections: person.inspections, ...hours(person) },
    })),
    totals: mine.length > 1
      ? {
        person: say(M.total),
        inspections: mine.reduce((sum, person) => sum + person.inspections, 0),
        ...Object.fromEntries(HOUR_COLUMNS.map((key) => [key, total(key)])),
      }
      : undefined,
    empty: say(M.nothing),
  };
}

export function inspectionHoursTable(
  inspections: InspectionHours[],
  total: number,
  inspectionHref: (encId: string) => string,
  say: Say,
): ReportTable {
  return {
    caption: total > MAX_INSPECTIONS
      ? `${say(M.perInspection)} (${say(M.firstListed, { listed: MAX_INSPECTIONS, total })})`
      : say(M.perInspection),
    columns: [
      { key: "roNumber", label: say(M.roNumber), kind: "text" },
      { key: "createdAt", label: say(M.created), kind: "date" },
      { key: "customer", label: say(M.customer), kind: "text" },
      { key: "vehicle", label: say(M.vehicle), kind: "text" },
      { key: "mechanic", label: say(M.mechanic), kind: "text" },
      { key: "manager", label: say(M.adviser), kind: "text" },
      ...hourColumns(say),
    ],
    rows: inspections.map((inspection) => ({
      href: inspectionHref(inspection.encId),
      cells: {
        ...inspection,
        roNumber: inspection.roNumber || say(M.noInspection),
      },
    })),
    empty: say(M.nothing),
  };
}

export function hoursChart(people: PersonHours[], say: Say): ReportChart {
  const mechanics = people.filter((person) => person.role === "mechanic");
  return {
    title: say(M.chartHours),
    description: say(M.chartHoursDescription),
    kind: "bars",
    series: [
      { key: "checklistHours", name: say(M.checklistHours) },
      { key: "labourHours", name: say(M.labourHours) },
    ],
    points: mechanics.map((person) => ({
      label: person.name ?? say(M.notAssigned),
      values: { checklistHours: person.checklistHours, labourHours: person.labourHours },
    })),
    periodName: say(M.mechanic),
    valueKind: "hours",
  };
}
