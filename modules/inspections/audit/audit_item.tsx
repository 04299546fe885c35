// One item of the audit: the task, its result and priority, what the mechanic recorded (finding, values,
// notes, photos and videos), and the money side — price, labour hours, sold — which owners and managers edit
// in place, with what the item comes to (parts, labour, tax) when the shop charges labour or tax.
import { formatHours, formatPrice, resultLabel } from "./audit_format.ts";
import type { AuditItem } from "./audit_review.ts";
import type { InspectionItem } from "../types.ts";
import type { AuditDrafts } from "./audit_drafts.ts";
import { AuditItemMedia } from "./audit_media.tsx";
import { AmountSplit } from "./audit_amount.tsx";
import { itemAmount, type ShopPricing, splitsAmounts } from "../shared/item_amount.ts";
import { AUDIT_MESSAGES as M, CHECKLIST_MESSAGES as C, useWords } from "@modules/text/ui.ts";

export function AuditItemRow(
  props: {
    item: AuditItem;
    live: InspectionItem;
    drafts: AuditDrafts;
    editable: boolean;
    hydrated: boolean;
    currency: string;
    pricing: ShopPricing;
    encInspectionId: string;
  },
) {
  const { item, live, drafts } = props;
  const say = useWords();
  const id = `item-${item.taskId}`;
  const note = drafts.notes[item.taskId];
  const draft = drafts.draft(item.taskId);
  const current = drafts.current(live);
  const priced = current.price !== null || current.time !== null;
  return (
    <li className={`audit-item result-${live.result}`} id={id} aria-labelledby={`${id}-name`}>
      <div className="audit-item-head">
        <h3 id={`${id}-name`}>{item.taskName}</h3>
        <span className={`audit-result result-${live.result}`}>{resultLabel(live.result, say)}</span>
        {item.priorityName && <span className="badge">{item.priorityName}</span>}
      </div>
      {(live.findingText || item.values.length > 0 || live.notes.trim()) && (
        <dl className="audit-recorded">
          {live.findingText && (
            <div>
              <dt>{say(C.finding)}</dt>
              <dd>{live.findingText}</dd>
            </div>
          )}
          {item.values.map((value) => (
            <div key={value.label}>
              <dt>{value.label}</dt>
              <dd>{value.value}</dd>
            </div>
          ))}
          {live.notes.trim() && (
            <div>
              <dt>{say(C.notes)}</dt>
              <dd className="audit-notes">{live.notes}</dd>
            </div>
          )}
        </dl>
      )}
      <AuditItemMedia
        encInspectionId={props.encInspectionId}
        taskId={item.taskId}
        taskName={item.taskName}
        assets={live.itemAssets}
        hydrated={props.hydrated}
      />
      <div className="audit-money">
        {props.editable
          ? (
            <div className="audit-labor">
              {(["price", "time"] as const).map((field) => (
                <label key={field}>
                  <span>{say(field === "price" ? C.price : C.laborHours)}</span>
                  <input
                    inputMode="decimal"
                    autoComplete="off"
                    value={draft[field]}
                    disabled={!props.hydrated || drafts.saving}
                    aria-describedby={note ? `${id}-note` : undefined}
                    onChange={(event) => drafts.edit(item.taskId, { [field]: event.target.value })}
                  />
                </label>
              ))}
              <label className="checkbox">
                <input
                  type="checkbox"
                  checked={draft.sold}
                  disabled={!props.hydrated || drafts.saving}
                  onChange={(event) => drafts.edit(item.taskId, { sold: event.target.checked })}
                />
                <span>{say(M.sold)}</span>
              </label>
            </div>
          )
          : (
            <p className="audit-labor-read">
              <span>{say(M.priceRead, { price: formatPrice(live.price, props.currency) || "—" })}</span>
              <span>{say(M.laborRead, { hours: formatHours(live.time) || "—" })}</span>
              <span>{say(live.sold ? M.sold : M.notSold)}</span>
            </p>
          )}
        {priced && splitsAmounts(props.pricing) && (
          <AmountSplit
            amount={itemAmount(current, props.pricing)}
          />
        )}
      </div>
      {note && (
        <p
          id={`${id}-note`}
          className={note.kind === "saved" ? "audit-row-note saved" : "audit-row-note form-error"}
          role={note.kind === "saved" ? "status" : "alert"}
        >
          {note.text}
        </p>
      )}
    </li>
  );
}
