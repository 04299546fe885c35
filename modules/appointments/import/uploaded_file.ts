// The one file of an appointments upload, as text: exactly one file in the multipart form (none or more is
// refused, with what came), not empty, and text (UTF-8, or Windows-1252 as older exports write it), never
// bytes of another kind. The request's size is bounded before this (the app's body limit: 413).
import { InputError } from "@platform/errors.ts";

export interface UploadedFile {
  name: string;
  text: string;
}

export const SEND_ONE_FILE =
  "Send one file: an iCalendar file (.ics) or a CSV export of appointments, as multipart/form-data.";

/** The text of the form's one file; a refusal (400) says what is wrong. */
export async function uploadedFile(form: FormData): Promise<UploadedFile> {
  const files = [...form.values()].filter((value): value is File => typeof value !== "string");
  if (files.length === 0) throw new InputError(`No file was sent. ${SEND_ONE_FILE}`);
  if (files.length > 1) {
    const names = files.map((file) => `"${file.name}"`).join(", ");
    throw new InputError(`${files.length} files were sent (${names}); an import takes one file at a time.`);
  }
  const [file] = files;
  const bytes = new Uint8Array(await file.arrayBuffer());
  const text = textOf(bytes);
  if (text.trim() === "") throw new InputError(`The file "${file.name}" is empty.`);
  // NUL and other control characters do not occur in a calendar or a CSV: this is a picture, a PDF, a
  // spreadsheet's binary format.
  if (text.includes("\0") || [...text.slice(0, 4096)].some(isControl)) {
    throw new InputError(
      `The file "${file.name}" is neither an iCalendar file (.ics) nor a CSV file: it is not text. ` +
        "Export the appointments as .ics or .csv (not .xlsx or .pdf).",
    );
  }
  return { name: file.name, text };
}

/** A control character besides the tab, line breaks and form feed that text files hold. */
function isControl(char: string): boolean {
  return char.charCodeAt(0) < 0x20 && !"\t\n\v\f\r".includes(char);
}

function textOf(bytes: Uint8Array): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder("windows-1252").decode(bytes);
  }
}

/** An iCalendar file starts with its calendar; anything else is read as CSV. */
export function isCalendar(text: string): boolean {
  return /^\s*BEGIN:VCALENDAR\b/i.test(text);
}
