// The audit's decisions: Approve, and Send back with a note for the mechanic (POST .../status). Only the
// actions the server says apply now are offered; while edits are unsaved they wait, so nobody approves
// prices they have not saved.
import { useRouter } from "@tanstack/react-router";
import { useState } from "react";
import { AutoGrowTextarea } from "@ui/auto_grow_textarea.tsx";
import { postJson } from "@ui/calls.ts";
import { Dialog, DialogCloseButton } from "@ui/dialog.tsx";
import type { StatusAction } from "../change_status.ts";
import type { InspectionStatus } from "../types.ts";
import { STATUS_WORDS } from "../shared/inspection_status.tsx";
import { AUDIT_MESSAGES as M, type Say, useMoney, useWords } from "@modules/text/ui.ts";
import { confirm } from "@ui/confirm_dialog.tsx";
import { priceHint } from "@modules/catalog/ui.ts";
import type { ApproveReason, ApproveWarning } from "./approve_check.ts";

export function AuditActions(
  props: {
    encInspectionId: string;
    actions: StatusAction[];
    unsaved: boolean;
    hydrated: boolean;
    /** What is still open on the items: the adviser confirms or goes back before approving. */
    warnings: ApproveWarning[];
  },
) {
  const router = useRouter();
  const say = useWords();
  const money = useMoney();
  const [sendingBack, setSendingBack] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const approve = props.actions.includes("approve");
  const sendBack = props.actions.includes("sendBack");
  if (!approve && !sendBack) return null;

  async function act(action: StatusAction, note = ""): Promise<boolean> {
    setBusy(true);
    setError(null);
    try {
      const answer = await postJson<{ status: InspectionStatus }>(
        `/ajax/inspections/${props.encInspectionId}/status`,
        { action, note },
      );
      setDone(say(M.done, { status: say(STATUS_WORDS[answer.status]).toLowerCase() }));
      await router.invalidate();
      return true;
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
      return false;
    } finally {
      setBusy(false);
    }
  }

  const disabled = !props.hydrated || busy || props.unsaved;
  return (
    <div className="audit-actions">
      {approve && (
        <button
          type="button"
          className="button primary"
          disabled={disabled}
          onClick={async () => {
            if (props.warnings.length > 0) {
              const sure = await confirm({
                title: say(M.approveCheckTitle),
                message: say(M.approveCheckMessage, { n: props.warnings.length }),
                extra: (
                  <ul className="approve-warnings">
                    {props.warnings.map((warning) => (
                      <li key={warning.taskId}>
                        <strong>{warning.taskName}</strong>:{" "}
                        {warning.reasons.map((reason) => reasonText(reason, say, money)).join("; ")}
                      </li>
                    ))}
                  </ul>
                ),
                confirmLabel: say(M.approveAnyway),
                cancelLabel: say(M.goBack),
              });
              if (!sure) return;
            }
            await act("approve");
          }}
        >
          {say(M.approve)}
        </button>
      )}
      {sendBack && (
        <button
          type="button"
          className="button"
          disabled={disabled}
          onClick={() => setSendingBack(true)}
        >
          {say(M.sendBackOpen)}
        </button>
      )}
      {props.unsaved && <p className="hint">{say(M.saveOrUndoFirst)}</p>}
      {error && <p className="form-error" role="alert">{error}</p>}
      {done && <p className="form-notice" role="status">{done}</p>}
      {sendingBack && (
        <SendBackDialog
          onSend={(note) => act("sendBack", note)}
          onClose={() => setSendingBack(false)}
        />
      )}
    </div>
  );
}

function SendBackDialog(props: { onSend(note: string): Promise<boolean>; onClose(): void }) {
  const [note, setNote] = useState("");
  const [open, setOpen] = useState(true);
  const [busy, setBusy] = useState(false);
  const say = useWords();
  return (
    <Dialog
      title={say(M.sendBackTitle)}
      open={open}
      onClose={props.onClose}
      footer={
        <>
          <DialogCloseButton>{say(M.cancel)}</DialogCloseButton>
          <button
            type="submit"
            form="send-back-form"
            className="button primary"
            disabled={busy}
          >
            {say(M.sendBack)}
          </button>
        </>
      }
    >
      <form
        id="send-back-form"
        onSubmit={async (event) => {
          event.preventDefault();
          setBusy(true);
          if (await props.onSend(note)) setOpen(false);
          setBusy(false);
        }}
      >
        <p>{say(M.sendBackExplained)}</p>
        <AutoGrowTextarea
          label={say(M.sendBackNote)}
          name="note"
          value={note}
          maxLength={1000}
          minRows={3}
          onChange={(event) => setNote(event.target.value)}
        />
      </form>
    </Dialog>
  );
}

/** One reason an item is listed before approving, in the staff's words. */
function reasonText(reason: ApproveReason, say: Say, money: (amount: number) => string): string {
  switch (reason.part) {
    case "result":
      return say(M.reasonResult);
    case "finding":
      return say(M.reasonFinding);
    case "notes":
      return say(M.reasonNotes);
    case "media":
      return say(M.reasonMedia);
    case "value":
      return say(M.reasonValue, { label: reason.label });
    case "priceLow":
    case "priceHigh":
      return say(reason.part === "priceLow" ? M.reasonPriceLow : M.reasonPriceHigh, {
        price: money(reason.price),
        // A price outside the usual range has a range (or a floor or ceiling) to be outside of.
        hint: priceHint(reason.min, reason.max, money, say) ?? "",
      });
    case "valueGrade":
      return say(M.reasonValueGrade, { value: reason.value, grade: reason.grade });
    case "valueOutside":
      return say(M.reasonValueOutside, { value: reason.value });
  }
}
