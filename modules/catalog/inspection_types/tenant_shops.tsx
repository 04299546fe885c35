// Shop groups, on a parent shop's type page (owners): each tenant shop with the state of its copy, "Publish
// to selected shops" (creates or updates the copies there) and "Publish changes" (every attached copy).
import { useRouter } from "@tanstack/react-router";
import { useState } from "react";
import type { TenantCopyState, TypeFormPage } from "./inspection_types_pages.server.ts";
import { postJson } from "@ui/calls.ts";
import { RowCheckbox, SelectAllCheckbox, useRowSelection } from "@ui/table/select_all.tsx";
import { TableScroll } from "@ui/table_scroll.tsx";
import { useHydrated } from "@ui/use_hydrated.ts";

const STATE_LABELS: Record<TenantCopyState, string> = {
  "not-published": "Not published",
  "up-to-date": "Attached, up to date",
  "changed": "Attached, changed since publish",
  "detached": "Detached",
};

interface PublishResult {
  published: { shopName: string }[];
  skipped: { shopName: string }[];
}

export function TenantShops(props: { typeId: number; tenants: NonNullable<TypeFormPage["tenants"]> }) {
  const router = useRouter();
  const hydrated = useHydrated();
  const selection = useRowSelection(props.tenants.map((tenant) => String(tenant.shopId)));
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);
  const attached = props.tenants.filter((tenant) =>
    tenant.state === "up-to-date" || tenant.state === "changed"
  );

  async function publish(path: string, body: Record<string, unknown>) {
    setBusy(true);
    try {
      const result = await postJson<PublishResult>(`/ajax/types/${props.typeId}/${path}`, body);
      const names = (list: { shopName: string }[]) => list.map((shop) => shop.shopName).join(", ");
      setMessage({
        error: false,
        text: [
          result.published.length > 0 ? `Published to ${names(result.published)}.` : "Nothing was published.",
          result.skipped.length > 0 ? `Left alone (detached): ${names(result.skipped)}.` : "",
        ].join(" ").trim(),
      });
      selection.clear();
      await router.invalidate();
    } catch (error) {
      setMessage({ error: true, text: `Couldn't publish: ${(error as Error).message}` });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="tenant-shops" aria-labelledby="tenant-shops-heading">
      <h2 id="tenant-shops-heading">Tenant shops</h2>
      <p className="hint">
        Publishing copies this type, with its tasks and findings, to the shops of the group. Their copies stay
        read-only there unless a shop detaches its copy.
      </p>
      {message && (
        <p className={message.error ? "form-error" : "form-notice"} role={message.error ? "alert" : "status"}>
          {message.text}
        </p>
      )}
      <TableScroll label="Tenant shops">
        <table className="data-table row-table">
          <thead>
            <tr>
              <th scope="col" className="table-control">
                <SelectAllCheckbox
                  state={selection.headerState}
                  onToggle={selection.toggleAll}
                  label="Select all tenant shops"
                  disabled={!hydrated}
                />
              </th>
              <th scope="col">Shop</th>
              <th scope="col">Copy</th>
            </tr>
          </thead>
          <tbody>
            {props.tenants.map((tenant) => (
              <tr key={tenant.shopId}>
                <td className="table-control">
                  <RowCheckbox
                    checked={selection.isSelected(String(tenant.shopId))}
                    onToggle={() => selection.toggle(String(tenant.shopId))}
                    label={`Select ${tenant.shopName}`}
                    disabled={!hydrated}
                  />
                </td>
                <th scope="row">{tenant.shopName}</th>
                <td className={`copy-state ${tenant.state}`}>{STATE_LABELS[tenant.state]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <div className="form-actions">
        <button
          type="button"
          className="button primary"
          disabled={!hydrated || busy || selection.selectedIds.length === 0}
          title={selection.selectedIds.length === 0 ? "Select at least 1 shop" : undefined}
          onClick={() => publish("publish-to-tenants", { shopIds: selection.selectedIds.map(Number) })}
        >
          Publish to selected shops
        </button>
        <button
          type="button"
          className="button"
          disabled={!hydrated || busy || attached.length === 0}
          title={attached.length === 0 ? "No shop has an attached copy yet" : undefined}
          onClick={() => publish("publish", {})}
        >
          Publish changes
        </button>
      </div>
    </section>
  );
}
