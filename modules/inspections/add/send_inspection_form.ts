// Sends the add or quick-create form by fetch (the same post as without scripts, asking for JSON): a made
// inspection opens its checklist; a refusal comes back as the message to show, with the input kept, and a
// network that does not answer as `unsent` (the page's words for it).
import { csrfToken, serverMessage } from "@ui/calls.ts";

export async function sendInspectionForm(form: HTMLFormElement, unsent: string): Promise<string | null> {
  form.setAttribute("aria-busy", "true");
  try {
    const response = await fetch(form.action, {
      method: "POST",
      body: new URLSearchParams(new FormData(form) as unknown as Record<string, string>),
      headers: { Accept: "application/json", "X-CSRF-Token": csrfToken() },
      credentials: "same-origin",
    });
    const text = await response.text();
    if (response.status === 201) {
      location.assign((JSON.parse(text) as { location: string }).location);
      return null;
    }
    return serverMessage(response.headers.get("Content-Type"), text, response.status);
  } catch {
    return unsent;
  } finally {
    form.removeAttribute("aria-busy");
  }
}
