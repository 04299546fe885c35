// An appointment's customer, vehicle and concern from the values a file gives them, whatever their columns
// or labels: a full name becomes the first and last name the add form's prefill takes ("Smith, John" as
// Mitchell 1 writes it, or "John Smith"), "2015 Honda Civic" becomes year, make and model, and every concern
// column (a title and notes) is kept, one per line. A concern's or an event description's "Label: value" lines
// fill the fields their labels name (the columns' names), as calendars carry them.
import { splitName } from "@modules/inspections/mod.ts";
import { type DetailField, fieldOfName, isDetailField } from "./column_names.ts";
import { type AppointmentDetails, fittedDetails } from "./appointment.ts";

export type DetailValues = ReadonlyArray<readonly [DetailField, string]>;

export function detailsOf(given: DetailValues): AppointmentDetails {
  const values: DetailValues = given.flatMap((entry): DetailValues =>
    entry[0] === "concern" ? labelledValues(entry[1]) : [entry]
  );
  const first = (field: DetailField) =>
    values.find(([name, value]) => name === field && value.trim() !== "")?.[1].trim() ?? "";
  let firstName = first("firstName");
  let lastName = first("lastName");
  if (!firstName && !lastName) ({ firstName, lastName } = personOf(first("name")));
  let year = first("year");
  let make = first("make");
  let model = first("model");
  if (!year && !make && !model) ({ year, make, model } = vehicleOf(first("vehicle")));
  const concerns = values.filter(([name]) => name === "concern").map(([, value]) => value.trim());
  return fittedDetails({
    firstName,
    lastName,
    phone: first("phone"),
    email: first("email"),
    year,
    make,
    model,
    plate: first("plate"),
    vin: first("vin").replace(/\s+/g, "").toUpperCase(),
    concern: [...new Set(concerns.filter(Boolean))].join("\n"),
  });
}

function personOf(name: string): { firstName: string; lastName: string } {
  const comma = name.indexOf(",");
  if (comma > 0) return { lastName: name.slice(0, comma).trim(), firstName: name.slice(comma + 1).trim() };
  const { first, last } = splitName(name);
  return { firstName: first, lastName: last };
}

/** "2015 Honda Civic LX": a leading model year, the make's one word, the rest the model. */
function vehicleOf(text: string): { year: string; make: string; model: string } {
  const match = /^(?:((?:19|20)\d{2})\s+)?(\S+)?\s*(.*)$/.exec(text.trim())!;
  return { year: match[1] ?? "", make: match[2] ?? "", model: match[3].trim() };
}

/** A text's lines: "Label: value" as the field its label names, any other line more of the concern. */
function labelledValues(text: string): DetailValues {
  const values: Array<readonly [DetailField, string]> = [];
  const loose: string[] = [];
  for (const line of text.split(/\r?\n/)) {
    const labelled = /^\s*([^:]{1,40}):\s*(.*)$/.exec(line);
    const field = labelled ? fieldOfName(labelled[1]) : null;
    if (labelled && field && isDetailField(field)) values.push([field, labelled[2]]);
    else loose.push(line);
  }
  const concern = loose.join("\n").trim();
  return concern ? [...values, ["concern", concern]] : values;
}
