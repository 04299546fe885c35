// A form's save against the version its page read (optimistic concurrency, decision 022): the one place
// that posts it and reads the answer. 200 is the record as saved (or unchanged); 409 is the other person's
// record, shown beside the user's values until they take theirs or keep their own; anything else is the
// server's refusal; no answer at all says so. The customer, vehicle and shop settings forms use it.
import { post, refusalText } from "./calls.ts";

export type VersionedSaveStatus<Saved> =
  | { kind: "idle" | "saving" }
  | { kind: "saved" | "unchanged" | "error"; message: string }
  | { kind: "conflict"; message: string; theirs: Saved };

/** What the form says after a save: "Customer saved.", "Nothing to save: ...", "... did not answer." */
export interface SaveWords {
  saved: string;
  unchanged: string;
  unanswered: string;
}

/** Posts the save; `saved` is the record as stored now when the save went through (or changed nothing). */
export async function sendVersionedSave<Saved>(
  url: string,
  body: Record<string, unknown>,
  answerKey: string,
  words: SaveWords,
): Promise<{ status: VersionedSaveStatus<Saved>; saved?: Saved }> {
  try {
    const response = await post(url, body);
    if (response.status !== 200 && response.status !== 409) {
      return { status: { kind: "error", message: await refusalText(response) } };
    }
    const answer = await response.json() as { outcome: string; message?: string } & {
      [key: string]: unknown;
    };
    const record = answer[answerKey] as Saved;
    if (response.status === 409) {
      return { status: { kind: "conflict", message: answer.message ?? "", theirs: record } };
    }
    return {
      saved: record,
      status: answer.outcome === "saved"
        ? { kind: "saved", message: words.saved }
        : { kind: "unchanged", message: words.unchanged },
    };
  } catch {
    return { status: { kind: "error", message: words.unanswered } };
  }
}
