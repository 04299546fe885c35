// Sends the add or quick-create form by fetch (the same post as without scripts, asking for JSON): a made
// inspection opens its checklist; a refusal comes back as the message to show, with the input kept, a
// question (409, ask_first.ts) with what was found, and a network that does not answer as `unsent` (the
// page's words for it).
import { csrfToken, serverMessage } from "@ui/calls.ts";
import type { AskFirstDetails } from "./ask_first.ts";
import { askedFirst } from "./ask_first_question.tsx";

export interface NotMade {
  message: string;
  /** The question the server asks before making it (the customer found, the car's open inspection). */
  question: AskFirstDetails | null;
}

export async function sendInspectionForm(form: HTMLFormElement, unsent: string): Promise<NotMade | null> {
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
    const message = serverMessage(response.headers.get("Content-Type"), text, response.status);
    return { message, question: response.status === 409 ? questionOf(text) : null };
  } catch {
    return { message: unsent, question: null };
  } finally {
    form.removeAttribute("aria-busy");
  }
}

function questionOf(text: string): AskFirstDetails | null {
  try {
    return askedFirst(JSON.parse(text));
  } catch {
    return null;
  }
}
