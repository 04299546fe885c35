// The import and delete controls of /{shop}/appt-list (appointments.manage), as seed 000 says: a 400 shows
// the server's text; any other failure "Error uploading appointments. Please contact support." or "Error
// deleting appointments. Please contact support." (the en-US defaults of appointments.uploadFailed and
// appointments.deleteFailed); success reloads the page. What the import said (its counts, the rows left out,
// the columns not read) is kept for the reloaded page to show once.
import { useEffect, useRef, useState } from "react";
import { csrfToken, refusalText } from "@ui/calls.ts";
import { confirm } from "@ui/confirm_dialog.tsx";
import type { ImportAnswer } from "../import/appointment.ts";
import { APPOINTMENTS_MESSAGES as M, useWords } from "@modules/text/ui.ts";

const lastImportKey = (shopId: number) => `appointments-import:${shopId}`;

/** The call's answer for the page: reload on success, the server's text on a 400, else the generic failure. */
async function send(
  method: "POST" | "DELETE",
  shopId: number,
  body: FormData | undefined,
  failed: string,
): Promise<{ answer: unknown } | { error: string }> {
  try {
    const response = await fetch(`/ajax/appointments/${shopId}`, {
      method,
      credentials: "include",
      headers: { "X-CSRF-Token": csrfToken() },
      body,
    });
    if (response.status === 200) return { answer: await response.json() };
    if (response.status === 400) return { error: await refusalText(response) };
    return { error: failed };
  } catch {
    return { error: failed };
  }
}

export function ImportControls(props: { shopId: number; total: number }) {
  const say = useWords();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState<"upload" | "delete" | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function upload(file: File) {
    setBusy("upload");
    setError(null);
    const form = new FormData();
    form.append("file", file);
    const outcome = await send("POST", props.shopId, form, say(M.uploadFailed));
    if (input.current) input.current.value = "";
    if ("error" in outcome) {
      setError(outcome.error);
      setBusy(null);
      return;
    }
    sessionStorage.setItem(lastImportKey(props.shopId), JSON.stringify(outcome.answer));
    location.reload();
  }

  async function remove() {
    const confirmed = await confirm({
      title: say(M.deleteTitle),
      message: say(M.deleteQuestion, { count: props.total }),
      confirmLabel: say(M.deleteConfirm),
      destructive: true,
    });
    if (!confirmed) return;
    setBusy("delete");
    setError(null);
    const outcome = await send("DELETE", props.shopId, undefined, say(M.deleteFailed));
    if ("error" in outcome) {
      setError(outcome.error);
      setBusy(null);
      return;
    }
    location.reload();
  }

  return (
    <>
      <div className="page-heading-actions appointment-actions">
        <label className={`button primary${busy ? " disabled" : ""}`} aria-disabled={busy !== null}>
          {busy === "upload" ? say(M.importing) : say(M.importAppointments)}
          <input
            ref={input}
            type="file"
            className="visually-hidden"
            accept=".ics,.csv,text/calendar,text/csv"
            disabled={busy !== null}
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              if (file) void upload(file);
            }}
          />
        </label>
        {props.total > 0 && (
          <button
            type="button"
            className="button"
            disabled={busy !== null}
            onClick={() => void remove()}
          >
            {busy === "delete" ? say(M.deleting) : say(M.deleteAll)}
          </button>
        )}
      </div>
      {error && <p className="form-error appointment-error" role="alert">{error}</p>}
    </>
  );
}

/** What the last import said, shown once after the reload it caused. */
export function LastImport(props: { shopId: number }) {
  const say = useWords();
  const [answer, setAnswer] = useState<ImportAnswer | null>(null);
  useEffect(() => {
    const key = lastImportKey(props.shopId);
    const kept = sessionStorage.getItem(key);
    sessionStorage.removeItem(key);
    if (kept) setAnswer(JSON.parse(kept) as ImportAnswer);
  }, [props.shopId]);
  if (!answer) return null;
  return (
    <div className="form-notice appointment-import" role="status">
      <p>
        <strong>{answer.fileName}:</strong> {answer.message}
      </p>
      {answer.skipped.length > 0 && (
        <details>
          <summary>{say(M.notImported, { count: answer.skipped.length })}</summary>
          <ul>
            {answer.skipped.map((entry, index) => (
              <li key={index}>
                {entry.row ? say(M.row, { row: entry.row }) : say(M.event, { event: entry.event ?? "" })}:
                {" "}
                {entry.reason}
              </li>
            ))}
          </ul>
        </details>
      )}
      {answer.unknownColumns.length > 0 && (
        <p className="hint">{say(M.columnsNotRead, { columns: answer.unknownColumns.join(", ") })}</p>
      )}
    </div>
  );
}
