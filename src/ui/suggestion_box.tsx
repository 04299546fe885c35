// The Suggestion Box popup (seed 001): a text area, a link to reach support, and Send Suggestion, which
// asks for confirmation and sends the trimmed text (POST /ajax/misc/suggestions, JSON {text, shopUriName};
// an empty 204 means it was kept).
import { useId, useState } from "react";
import { post, refusalText } from "./calls.ts";
import { confirm } from "./confirm_dialog.tsx";
import { Dialog, DialogCloseButton } from "./dialog.tsx";
import {
  SUGGESTION_EMPTY,
  SUGGESTION_SENT,
  SUGGESTIONS_CALL,
  suggestionToSend,
  SUPPORT_PAGE,
} from "./suggestion_rules.ts";

export function SuggestionBox(props: { shopUriName?: string; onClose(): void }) {
  const fieldId = useId();
  const [text, setText] = useState("");
  const [state, setState] = useState<"writing" | "sending" | "sent">("writing");
  const [error, setError] = useState("");

  async function send() {
    setError("");
    if (suggestionToSend(text, true) === null) return setError(SUGGESTION_EMPTY);
    const confirmed = await confirm({
      title: "Send suggestion",
      message: "Send this suggestion to the people who make the app?",
      confirmLabel: "Send",
    });
    const body = suggestionToSend(text, confirmed);
    if (body === null) return;
    setState("sending");
    try {
      const response = await post(SUGGESTIONS_CALL, { text: body, shopUriName: props.shopUriName });
      if (response.status !== 204) throw new Error(await refusalText(response));
      setState("sent");
    } catch (failure) {
      setError(`The suggestion could not be sent: ${(failure as Error).message}`);
      setState("writing");
    }
  }

  return (
    <Dialog
      title="Suggestion Box"
      onClose={props.onClose}
      footer={state === "sent" ? <DialogCloseButton autoFocus /> : (
        <>
          <button type="button" className="button primary" disabled={state === "sending"} onClick={send}>
            Send Suggestion
          </button>
          <DialogCloseButton />
        </>
      )}
    >
      {state === "sent" ? <p role="status">{SUGGESTION_SENT}</p> : (
        <>
          <div className="field">
            <label htmlFor={fieldId}>What would make your work easier?</label>
            <textarea
              id={fieldId}
              className="suggestion-text"
              rows={5}
              value={text}
              onChange={(event) => {
                setText(event.currentTarget.value);
                setError("");
              }}
            />
          </div>
          <p className="hint">
            Need help now?{" "}
            <a className="support-link" href={SUPPORT_PAGE} target="_blank" rel="noopener">
              Contact support
            </a>
          </p>
          {error && <p className="form-error" role="alert">{error}</p>}
        </>
      )}
    </Dialog>
  );
}
