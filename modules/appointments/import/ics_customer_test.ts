// The customer's name kept from an .ics event as Outlook and Google write it (issue 32): an attendee's CN and
// address (not the organizer's), Google's "Booked by", or the title's part that reads as a person's name;
// the description's labelled lines still come first. Read on Thursday November 26th, 2026 at noon in Los
// Angeles, the events on the Monday after.
import assert from "node:assert/strict";
import { icsAppointments } from "./ics_appointments.ts";
import { looksLikeName, nameInTitle } from "./ics_customer.ts";
import { importWindow } from "./shop_time.ts";
import { Messages } from "@modules/text/mod.ts";

const WINDOW = importWindow(new Date("2026-11-26T20:00:00Z"), "America/Los_Angeles", 60);

function calendar(...events: string[][]): string {
  return [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Test//EN",
    ...events.flatMap((lines, index) => [
      "BEGIN:VEVENT",
      `UID:event-${index}@test`,
      "DTSTAMP:20261120T000000Z",
      "DTSTART:20261130T170000Z",
      "DTEND:20261130T180000Z",
      ...lines,
      "END:VEVENT",
    ]),
    "END:VCALENDAR",
  ].join("\r\n");
}

const customers = (text: string) =>
  icsAppointments(text, WINDOW, new Messages("en-US")).appointments.map((one) => [
    one.firstName,
    one.lastName,
    one.email,
  ]);

Deno.test("Outlook: the attendee's CN and address, not the organizer's", () => {
  assert.deepEqual(
    customers(calendar([
      "SUMMARY:Oil change",
      "ORGANIZER;CN=Bay Street Auto:mailto:service@baystreet.example",
      'ATTENDEE;CN="Dana Whitfield";RSVP=TRUE:mailto:dana@whitfield.example',
    ])),
    [["Dana", "Whitfield", "dana@whitfield.example"]],
  );
});

Deno.test("Google: the organizer among the attendees is skipped; a CN that is an address gives the address", () => {
  assert.deepEqual(
    customers(calendar(
      [
        "SUMMARY:Brake inspection",
        "ORGANIZER;CN=Bay Street Auto:mailto:service@baystreet.example",
        "ATTENDEE;CUTYPE=INDIVIDUAL;ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;CN=Bay Street Auto;X-NUM-GUESTS=0:mailto:service@baystreet.example",
        "ATTENDEE;CUTYPE=INDIVIDUAL;ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;CN=Rosa Alvarez;X-NUM-GUESTS=0:mailto:rosa@alvarez.example",
      ],
      [
        "SUMMARY:Tire rotation - Lee Park",
        "ATTENDEE;ROLE=REQ-PARTICIPANT;CN=lee@park.example:mailto:lee@park.example",
      ],
    )),
    [["Rosa", "Alvarez", "rosa@alvarez.example"], ["Lee", "Park", "lee@park.example"]],
  );
});

Deno.test("Google appointment schedules: the name and address after 'Booked by'", () => {
  assert.deepEqual(
    customers(calendar([
      "SUMMARY:Courtesy check",
      "DESCRIPTION:Booked by\\nMaria José Ortega\\nmaria@ortega.example\\n\\n2015 Honda Civic",
    ])),
    [["Maria José", "Ortega", "maria@ortega.example"]],
  );
});

Deno.test("the title's name, however the shop writes it; the labelled lines come first", () => {
  assert.deepEqual(
    customers(calendar(
      ["SUMMARY:Dana Whitfield - Oil change"],
      ["SUMMARY:Oil change (Dana Whitfield)"],
      ["SUMMARY:Check engine light with Sam O'Neil"],
      ["SUMMARY:Whitfield Dana: brakes"],
      ["SUMMARY:Oil change - Dana Whitfield", "DESCRIPTION:Customer: John Smith"],
      ["SUMMARY:Fleet oil change"],
    )),
    [
      ["Dana", "Whitfield", ""],
      ["Dana", "Whitfield", ""],
      ["Sam", "O'Neil", ""],
      ["Whitfield", "Dana", ""],
      ["John", "Smith", ""],
      ["", "", ""],
    ],
  );
});

Deno.test("what reads as a person's name", () => {
  for (const name of ["Dana Whitfield", "Mary-Ann O'Neil", "José de la Cruz"]) {
    assert.ok(looksLikeName(name), name);
  }
  for (const text of ["Oil Change", "Brake Inspection", "2015 Honda", "dana whitfield", "Dana", "a@b.c d"]) {
    assert.ok(!looksLikeName(text), text);
  }
  assert.equal(nameInTitle("Tire rotation for Lee Park"), "Lee Park");
  assert.equal(nameInTitle("State inspection"), "");
});
