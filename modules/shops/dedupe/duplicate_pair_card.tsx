// One likely pair on the dedupe page: why it is listed, both customers side by side (stacked on a phone),
// which one keeps everything, and Merge, confirmed first. The call carries both versions, so a pair
// someone changed or merged since the page was drawn is refused with the server's words.
import { useId, useState } from "react";
import { postJson } from "@ui/calls.ts";
import { confirm } from "@ui/confirm_dialog.tsx";
import type { DuplicateCandidate, DuplicatePair, MergeAnswer } from "./dedupe_page_types.ts";

export function DuplicatePairCard({ pair, inspectionCounts, shopUriName, onMerged }: {
  pair: DuplicatePair;
  inspectionCounts: Record<number, number>;
  shopUriName: string;
  onMerged(notice: string): Promise<void>;
}) {
  const group = useId();
  const [keepId, setKeepId] = useState(() => likelyKeeper(pair.customers, inspectionCounts).id);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const keep = pair.customers.find((customer) => customer.id === keepId)!;
  const merge = pair.customers.find((customer) => customer.id !== keepId)!;

  async function mergePair() {
    const confirmed = await confirm({
      title: "Merge these customers?",
      message: `${label(merge)} will be merged into ${label(keep)}: the vehicles, inspections, reports and ` +
        `messages of #${merge.id} move to #${keep.id}, and #${merge.id} is deleted. This cannot be undone.`,
      confirmLabel: "Merge",
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
      await onMerged(`Merged ${label(answer.merged)} into ${label(answer.kept)}.`);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
      setBusy(false);
    }
  }

  return (
    <li className="dedupe-pair">
      <ul className="dedupe-reasons" aria-label="Why this pair is listed">
        {pair.reasons.map((reason) => <li key={reason} className="badge">{reason}</li>)}
      </ul>
      <fieldset className="dedupe-customers" disabled={busy}>
        <legend className="visually-hidden">Which customer keeps everything</legend>
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
          {busy ? "Merging…" : `Merge into ${label(keep)}`}
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
  return (
    <section className={`dedupe-customer${kept ? " kept" : ""}`} aria-label={label(customer)}>
      <h2>
        <a href={`/${shopUriName}/customers/${customer.id}/edit`}>{customer.name || "(no name)"}</a>{" "}
        <span className="dedupe-id">#{customer.id}</span>
      </h2>
      <dl>
        {customer.companyName && customer.companyName !== customer.name && (
          <Detail term="Company" value={customer.companyName} />
        )}
        <Detail term="Mobile" value={customer.phoneMobileFormatted} />
        <Detail term="Landline" value={customer.phone2Formatted} />
        <Detail term="E-mail" value={customer.email} />
        <Detail term="Vehicles" value={String(customer.vehicleCount)} />
        <Detail term="Inspections" value={String(inspections)} />
        <Detail term="Added" value={customer.added} />
      </dl>
      <label className="dedupe-keep">
        <input type="radio" name={group} checked={kept} onChange={onKeep} /> Keep this one
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

function label(customer: { id: number; name: string }): string {
  return `${customer.name || "Customer"} (#${customer.id})`;
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
