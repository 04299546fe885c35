// What a server's error answer says, in words for the user (seed 001 section 8): plain text as it is, JSON
// by its message or errorMessage field; HTML, no content type and any other type give a generic
// "Unexpected server response" that names what came and the status, never a page's markup.

export function serverMessage(contentType: string | null, text: string, status: number): string {
  const type = (contentType ?? "").split(";")[0].trim().toLowerCase();
  if (type === "text/plain") {
    return text.trim() || `Unexpected server response: an empty answer (status ${status}).`;
  }
  if (/^application\/(?:[\w.+-]+\+)?json$/.test(type)) {
    try {
      const body = JSON.parse(text);
      for (const field of ["message", "errorMessage"]) {
        const value = body?.[field];
        if (typeof value === "string" && value.trim() !== "") return value;
      }
    } catch {
      // Not the JSON it claimed to be: the generic message below says so.
    }
    return `Unexpected server response: JSON without a message (status ${status}).`;
  }
  if (type === "") return `Unexpected server response: no content type (status ${status}).`;
  if (type === "text/html") return `Unexpected server response: an HTML page (status ${status}).`;
  return `Unexpected server response: ${type} (status ${status}).`;
}
