// One appointment as an import reads it from a file (an .ics event's occurrence or a CSV row), before it is
// saved; and what an import tells the person who sent the file.

export interface ImportedAppointment {
  /** Stable across imports of the same file (decision 030): a second import of it adds nothing. */
  importKey: string;
  startsAt: Date;
  endsAt: Date;
  /** A day without a time: startsAt is the day's start in the shop's time zone, endsAt the next day's. */
  allDay: boolean;
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  year: string;
  make: string;
  model: string;
  plate: string;
  vin: string;
  concern: string;
}

/** What an appointment says about its customer, vehicle and concern (the fields besides its times). */
export type AppointmentDetails = Omit<ImportedAppointment, "importKey" | "startsAt" | "endsAt" | "allDay">;

/** A row or event left out, and why: a CSV row by its number as a spreadsheet shows it (the header is 1). */
export interface SkippedEntry {
  row?: number;
  /** An .ics event, by its title (or UID when it has none). */
  event?: string;
  reason: string;
}

/** A file as read: its appointments from the start of today on, and what was left out. */
export interface FileAppointments {
  appointments: ImportedAppointment[];
  /** Appointments that ended before today (in the shop's time zone): not imported, counted. */
  past: number;
  skipped: SkippedEntry[];
  /** The CSV's columns the import does not read, as the header names them. */
  unknownColumns: string[];
}

/** The most appointments one file may bring: its rows are checked and saved in one transaction. */
export const MAX_APPOINTMENTS = 5_000;

/** The columns' limits (migration 0028): a longer value is cut there, not refused with its row. */
const LIMITS: Record<keyof AppointmentDetails, number> = {
  firstName: 80,
  lastName: 80,
  phone: 40,
  email: 254,
  year: 4,
  make: 60,
  model: 80,
  plate: 20,
  vin: 17,
  concern: 4000,
};

export const NO_DETAILS: AppointmentDetails = {
  firstName: "",
  lastName: "",
  phone: "",
  email: "",
  year: "",
  make: "",
  model: "",
  plate: "",
  vin: "",
  concern: "",
};

/** The details trimmed and cut to their columns' lengths (a concern past its limit ends with "…"). */
export function fittedDetails(details: AppointmentDetails): AppointmentDetails {
  const fitted = { ...NO_DETAILS };
  for (const name of Object.keys(LIMITS) as Array<keyof AppointmentDetails>) {
    const text = details[name].trim();
    const limit = LIMITS[name];
    fitted[name] = text.length <= limit
      ? text
      : name === "concern"
      ? `${text.slice(0, limit - 1).trimEnd()}…`
      : text.slice(0, limit).trim();
  }
  return fitted;
}

/** What an upload answers (POST /ajax/appointments/{shopId}). */
export interface ImportAnswer {
  /** The outcome in a sentence, for the page. */
  message: string;
  fileName: string;
  format: "ics" | "csv";
  added: number;
  /** Already there before this import (the same file again, or an overlapping export). */
  alreadyThere: number;
  /** Of those, the ones whose times or details the file changed. */
  updated: number;
  /** Appointments that ended before today: not imported. */
  past: number;
  skipped: SkippedEntry[];
  unknownColumns: string[];
}
