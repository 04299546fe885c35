// The one file of an appointments upload, as text: exactly one file in the multipart form (none or more is
// refused, with what came), not empty, and text (UTF-8, or Windows-1252 as older exports write it), never
// bytes of another kind. The request's size is bounded before this (the app's body limit: 413). A refusal is
// in the shop's staff language: the appointments page shows it as it comes.
import { InputError } from "@platform/errors.ts";
import { APPOINTMENT_IMPORT_MESSAGES as M, type Messages } from "@modules/text/mod.ts";

export interface UploadedFile {
  name: string;
  text: string;
}

/** The text of the form's one file; a refusal (400) says what is wrong. */
export async function uploadedFile(form: FormData, words: Messages): Promise<UploadedFile> {
  const files = [...form.values()].filter((value): value is File => typeof value !== "string");
  if (files.length === 0) throw new InputError(words.text(M.noFile));
  if (files.length > 1) {
    const names = files.map((file) => `"${file.name}"`).join(", ");
    throw new InputError(words.text(M.severalFiles, { count: files.length, names }));
  }
  const [file] = files;
  const bytes = new Uint8Array(await file.arrayBuffer());
  const text = textOf(bytes);
  if (text.trim() === "") throw new InputError(words.text(M.emptyFile, { file: file.name }));
  // NUL and other control characters do not occur in a calendar or a CSV: this is a picture, a PDF, a
  // spreadsheet's binary format.
  if (text.includes("\0") || [...text.slice(0, 4096)].some(isControl)) {
    throw new InputError(words.text(M.notText, { file: file.name }));
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
