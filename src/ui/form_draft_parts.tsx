// What a form with a draft shows (src/ui/use_form_draft.ts): the notice after a draft was put back
// (Discard) or the form was reset (Undo), and the reset button.
import type { FormDraftHandle } from "./use_form_draft.ts";

export function FormDraftNotice({ draft }: { draft: FormDraftHandle }) {
  const { notice } = draft;
  return (
    // Always in the page, so screen readers announce what appears in it.
    <div className="draft-notice-slot" role="status">
      {notice && (
        <p className="form-notice draft-notice">
          <span>{notice.text}</span>
          {notice.kind === "restored"
            ? (
              <button type="button" className="button" onClick={draft.discard}>
                Discard
              </button>
            )
            : (
              <button type="button" className="button" onClick={draft.undo}>
                Undo
              </button>
            )}
        </p>
      )}
    </div>
  );
}

export function ClearFormButton({ draft }: { draft: FormDraftHandle }) {
  return (
    <button type="button" className="button" disabled={!draft.ready} onClick={draft.reset}>
      {draft.resetLabel}
    </button>
  );
}
