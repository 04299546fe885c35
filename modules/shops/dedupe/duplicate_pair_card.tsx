// One likely pair on the dedupe page: why it is listed, both customers side by side (stacked on a phone),
// which one keeps everything, and Merge, confirmed first. The call carries both versions, so a pair
// someone changed or merged since the page was drawn is refused with the server's words.
import { useId, useState } from "react";
import { CUSTOMERS_MESSAGES as M } from "@modules/text/ui.ts";
import { type Say, useWords } from "@modules/text/ui.ts";
import { postJson } from "@ui/calls.ts";
import { confirm } from "@ui/confirm_dialog.tsx";
import type { DuplicateCandidate, DuplicatePair, DuplicateReason, MergeAnswer } from "./dedupe_page_types.ts";

/** Why a pair is listed, as the shop words it. */
const REASONS: Record<DuplicateReason, string> = {
  email: M.reasonEmail,
  mobile: M.reasonMobile,
  sameNameVehicle: M.reasonSameNameVehicle,
  similarNameVehicle: M.reasonSimilarNameVehicle,
  landline: M.reasonLandline,
  phone: M.reasonPhone,
  sameName: M.reasonSameName,
};

export function DuplicatePairCard({ pair, inspectionCounts, shopUriName, onMerged }: {
  pair: DuplicatePair;
  inspectionCounts: Record<number, number>;
  shopUriName: string;
  onMerged(notice: string): Promise<void>;
}) {
  const group = useId();
  const say = useWords();
  const label = labelIn(say);
  const [keepId, setKeepId] = useState(() => likelyKeeper(pair.customers, inspectionCounts).id);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const keep = pair.customers.find((customer) => customer.id === keepId)!;
  const merge = pair.customers.find((customer) => customer.id !== keepId)!;

  async function mergePair() {
    const confirmed = await confirm({
      title: say(M.mergeConfirmTitle),
      message: say(M.mergeConfirm, {
        merge: label(merge),
        keep: label(keep),
        mergeId: String(merge.id),
        keepId: String(keep.id),
      }),
      confirmLabel: say(M.merge),
      destructive: true,
    });
    if (!confirmed) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await postJson<MergeAnswer>(
        `/ajax/customers/merge?shop=${encodeURIComponent(shopUriName)}`,
        { keepId: keep.id, keepVersion: keep.version, mergeId: merge.id, mergeVersion: merge.version },
      );
      await onMerged(say(M.merged, { merged: label(answer.merged), kept: label(answer.kept) }));
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
      setBusy(false);
    }
  }

  return (
    <li className="dedupe-pair">
      <ul className="dedupe-reasons" aria-label={say(M.reasonsLabel)}>
        {pair.reasons.map((reason) => <li key={reason} className="badge">{say(REASONS[reason])}</li>)}
      </ul>
      <fieldset className="dedupe-customers" disabled={busy}>
        <legend className="visually-hidden">{say(M.keepLegend)}</legend>
        {pair.customers.map((customer) => (
          <CustomerSide
            key={customer.id}
            customer={customer}
            inspections={inspectionCounts[customer.id] ?? 0}
            shopUriName={shopUriName}
            group={group}
            kept={customer.id === keepId}
            onKeep={() => setKeepId(customer.id)}
          />
        ))}
      </fieldset>
      {error && <p className="form-error" role="alert">{error}</p>}
      <div className="dedupe-actions">
        <button type="button" className="button primary" disabled={busy} onClick={mergePair}>
          {busy ? say(M.merging) : say(M.mergeInto, { customer: label(keep) })}
        </button>
      </div>
    </li>
  );
}

function CustomerSide({ customer, inspections, shopUriName, group, kept, onKeep }: {
  customer: DuplicateCandidate;
  inspections: number;
  shopUriName: string;
  group: string;
  kept: boolean;
  onKeep(): void;
}) {
  const say = useWords();
  return (
    <section className={`dedupe-customer${kept ? " kept" : ""}`} aria-label={labelIn(say)(customer)}>
      <h2>
        <a href={`/${shopUriName}/customers/${customer.id}/edit`}>{customer.name || say(M.noName)}</a>{" "}
        <span className="dedupe-id">#{customer.id}</span>
      </h2>
      <dl>
        {customer.companyName && customer.companyName !== customer.name && (
          <Detail term={say(M.company)} value={customer.companyName} />
        )}
        <Detail term={say(M.mobile)} value={customer.phoneMobileFormatted} />
        <Detail term={say(M.landline)} value={customer.phone2Formatted} />
        <Detail term={say(M.email)} value={customer.email} />
        <Detail term={say(M.vehicles)} value={String(customer.vehicleCount)} />
        <Detail term={say(M.inspections)} value={String(inspections)} />
        <Detail term={say(M.added)} value={customer.added} />
      </dl>
      <label className="dedupe-keep">
        <input type="radio" name={group} checked={kept} onChange={onKeep} /> {say(M.keepThis)}
      </label>
    </section>
  );
}

function Detail({ term, value }: { term: string; value: string }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{value || "—"}</dd>
    </>
  );
}

/** A customer as the merge names them: "Jane Driver (#12)". */
function labelIn(say: Say): (customer: { id: number; name: string }) => string {
  return (customer) => say(M.numbered, { name: customer.name || say(M.customer), id: String(customer.id) });
}

/** The record with more history keeps everything: more inspections, then more vehicles, then the older. */
function likelyKeeper(
  customers: DuplicatePair["customers"],
  inspectionCounts: Record<number, number>,
): DuplicateCandidate {
  const [first, second] = customers;
  const weight = (c: DuplicateCandidate) => [inspectionCounts[c.id] ?? 0, c.vehicleCount, -c.id];
  const [a, b] = [weight(first), weight(second)];
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i] > b[i] ? first : second;
  return first;
}
