// Shop groups, on a parent shop's type page (owners): each tenant shop with the state of its copy, "Publish
// to selected shops" (creates or updates the copies there) and "Publish changes" (every attached copy).
import { useRouter } from "@tanstack/react-router";
import { useState } from "react";
import type { TenantCopyState, TypeFormPage } from "./inspection_types_pages.server.ts";
import { postJson } from "@ui/calls.ts";
import { RowCheckbox, SelectAllCheckbox, useRowSelection } from "@ui/table/select_all.tsx";
import { TableScroll } from "@ui/table_scroll.tsx";
import { useHydrated } from "@ui/use_hydrated.ts";
import { useWords } from "@modules/text/ui.ts";
import { CATALOGUE_PAGES_MESSAGES as M } from "@modules/text/ui.ts";

/** Each copy state's message. */
const STATE_WORDS: Record<TenantCopyState, string> = {
  "not-published": M.copyNotPublished,
  "up-to-date": M.copyUpToDate,
  "changed": M.copyChanged,
  "detached": M.typeDetached,
};

interface PublishResult {
  published: { shopName: string }[];
  skipped: { shopName: string }[];
}

export function TenantShops(props: { typeId: number; tenants: NonNullable<TypeFormPage["tenants"]> }) {
  const router = useRouter();
  const hydrated = useHydrated();
  const say = useWords();
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
          result.published.length > 0
            ? say(M.publishedTo, { shops: names(result.published) })
            : say(M.nothingPublished),
          result.skipped.length > 0 ? say(M.leftAlone, { shops: names(result.skipped) }) : "",
        ].join(" ").trim(),
      });
      selection.clear();
      await router.invalidate();
    } catch (error) {
      setMessage({ error: true, text: say(M.publishRefused, { error: (error as Error).message }) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="tenant-shops" aria-labelledby="tenant-shops-heading">
      <h2 id="tenant-shops-heading">{say(M.tenantShops)}</h2>
      <p className="hint">{say(M.tenantShopsHint)}</p>
      {message && (
        <p className={message.error ? "form-error" : "form-notice"} role={message.error ? "alert" : "status"}>
          {message.text}
        </p>
      )}
      <TableScroll label={say(M.tenantShops)}>
        <table className="data-table row-table">
          <thead>
            <tr>
              <th scope="col" className="table-control">
                <SelectAllCheckbox
                  state={selection.headerState}
                  onToggle={selection.toggleAll}
                  label={say(M.selectAllShops)}
                  disabled={!hydrated}
                />
              </th>
              <th scope="col">{say(M.shop)}</th>
              <th scope="col">{say(M.copy)}</th>
            </tr>
          </thead>
          <tbody>
            {props.tenants.map((tenant) => (
              <tr key={tenant.shopId}>
                <td className="table-control">
                  <RowCheckbox
                    checked={selection.isSelected(String(tenant.shopId))}
                    onToggle={() => selection.toggle(String(tenant.shopId))}
                    label={say(M.selectShop, { shop: tenant.shopName })}
                    disabled={!hydrated}
                  />
                </td>
                <th scope="row">{tenant.shopName}</th>
                <td className={`copy-state ${tenant.state}`}>{say(STATE_WORDS[tenant.state])}</td>
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
          title={selection.selectedIds.length === 0 ? say(M.selectOneShop) : undefined}
          onClick={() => publish("publish-to-tenants", { shopIds: selection.selectedIds.map(Number) })}
        >
          {say(M.publishToSelected)}
        </button>
        <button
          type="button"
          className="button"
          disabled={!hydrated || busy || attached.length === 0}
          title={attached.length === 0 ? say(M.noAttachedCopy) : undefined}
          onClick={() => publish("publish", {})}
        >
          {say(M.publishChanges)}
        </button>
      </div>
    </section>
  );
}
