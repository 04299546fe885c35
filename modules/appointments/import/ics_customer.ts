// Who an .ics event is for, where calendars write it (issue 32: an imported appointment lost the customer's
// name). In the order they are believed, after the description's "Label: value" lines (appointment_details.ts):
// - an ATTENDEE who is not the organizer (the shop's own calendar): its CN and its mailto address, as Outlook
//   ("ATTENDEE;CN="Dana Whitfield":mailto:...") and Google write them (Google's CN is the address itself when
//   it knows no name: then only the address is taken);
// - Google appointment schedules' description: "Booked by" with the name and the address on the lines after;
// - the title: "Oil change - Dana Whitfield", "Dana Whitfield: brakes", "Oil change (Dana Whitfield)",
//   "Oil change with Dana Whitfield", "Oil change for Dana Whitfield", the part that reads as a person's name
//   (two to four capitalized words, no digits, none of the shop's work words).
// Its own file so the reader's safety work (its budget, its zones) and this never touch the same lines.
import type ICAL from "ical.js";
import type { DetailValues } from "./appointment_details.ts";

/** The words of a shop's job titles: a title part with one of them is the work, not the customer. */
const WORK_WORDS = new Set([
  "oil",
  "change",
  "brake",
  "brakes",
  "tire",
  "tires",
  "tyre",
  "tyres",
  "rotation",
  "alignment",
  "inspection",
  "service",
  "repair",
  "check",
  "diagnostic",
  "diagnosis",
  "maintenance",
  "battery",
  "appointment",
  "estimate",
  "fleet",
  "engine",
  "light",
  "smog",
  "state",
  "detail",
  "wash",
  "drop",
  "off",
  "pickup",
  "pick",
  "up",
  "waiter",
  "recall",
  "transmission",
  "ac",
  "a/c",
  "coolant",
  "flush",
  "tune",
]);

/** "Dana Whitfield", "Mary-Ann O'Neil", "José de la Cruz": capitalized words, no digits, no work words. */
export function looksLikeName(text: string): boolean {
  const words = text.trim().split(/\s+/).filter(Boolean);
  if (words.length < 2 || words.length > 4 || /\d|@/.test(text)) return false;
  const capitalized = words.filter((word) => /^\p{Lu}/u.test(word));
  if (capitalized.length < 2) return false;
  return words.every((word) =>
    /^[\p{L}'’.-]+$/u.test(word) && !WORK_WORDS.has(word.toLowerCase().replace(/[.'’]/g, ""))
  );
}

const mailAddress = (value: string) => value.replace(/^mailto:/i, "").trim();

/** The attendees other than the organizer: [name, address] each. */
function attendeesOf(event: ICAL.Event): Array<[string, string]> {
  const organizer = mailAddress(String(event.component.getFirstPropertyValue("organizer") ?? ""))
    .toLowerCase();
  return event.component.getAllProperties("attendee").flatMap((property): Array<[string, string]> => {
    const address = mailAddress(String(property.getFirstValue() ?? ""));
    if (organizer && address.toLowerCase() === organizer) return [];
    const role = String(property.getParameter("role") ?? "").toUpperCase();
    if (role === "CHAIR" || role === "NON-PARTICIPANT") return [];
    const cn = String(property.getParameter("cn") ?? "").trim();
    return [[cn.includes("@") ? "" : cn, address.includes("@") ? address : ""]];
  });
}

/** Google's appointment schedules: "Booked by", then the name, then the address. */
function bookedBy(description: string): Array<[string, string]> {
  const lines = description.split(/\r?\n/).map((line) => line.trim());
  const at = lines.findIndex((line) => /^booked by:?$/i.test(line));
  if (at < 0) return [];
  const [name = "", address = ""] = lines.slice(at + 1).filter(Boolean);
  return [[name.includes("@") ? "" : name, address.includes("@") ? address : ""]];
}

/** The person a title names, or "". */
export function nameInTitle(summary: string): string {
  const title = summary.trim();
  const parts = [
    /\(([^()]+)\)\s*$/.exec(title)?.[1],
    /\b(?:with|for)\s+(.+)$/i.exec(title)?.[1],
    ...title.split(/\s+[-–—|]\s+|:\s+/),
  ];
  return parts.find((part) => part !== undefined && looksLikeName(part))?.trim() ?? "";
}

/** The customer's name and address an event carries outside its labelled lines, as detail values. */
export function icsCustomerValues(event: ICAL.Event, described: ICAL.Event): DetailValues {
  const values: Array<readonly ["name" | "email", string]> = [];
  const people = [...attendeesOf(event), ...bookedBy(String(described.description ?? ""))];
  for (const [name, address] of people) {
    if (name) values.push(["name", name]);
    if (address) values.push(["email", address]);
  }
  const titled = nameInTitle(String(event.summary ?? ""));
  if (titled) values.push(["name", titled]);
  return values;
}
