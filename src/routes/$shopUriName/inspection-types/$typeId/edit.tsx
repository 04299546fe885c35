import { createFileRoute, Link, useRouter } from "@tanstack/react-router";
import { useState } from "react";
import { getInspectionTypeForm } from "../../../../../modules/catalog/ui.ts";
import type { Asset } from "../../../../../modules/media/ui.ts";
import { pageOrLeave } from "../../../../platform/page_outcome.ts";
import { post, refusalText } from "../../../../ui/calls.ts";
import { confirm } from "../../../../ui/confirm_dialog.tsx";
import { FormMessages, useFormResult } from "../../../../ui/forms.tsx";
import { AssetList } from "@modules/media/ui.ts";
import { NotFoundPanel } from "../../../../ui/not_found_panel.tsx";
import { pageTitle } from "../../../../ui/page_title.ts";
import { RefusedPanel } from "../../../../ui/refused_panel.tsx";
import { useHydrated } from "../../../../ui/use_hydrated.ts";
import { useShopPermissions } from "../-shop_permissions.ts";
import { TenantShops } from "../-tenant_shops.tsx";
import { formValues, TypeForm } from "../-type_form.tsx";

// An inspection type's page: owners and managers edit it, mechanics read it. An attached copy in a tenant
// shop is read-only until detached; in a parent shop, owners publish the type to the tenant shops. `done`
// says what the form post before did. Below the form, the type's pictures and videos (InspectionTypeAsset):
// owners and managers add and change them, mechanics look.
const DONE = { added: "The inspection type was added.", saved: "Changes saved." } as const;

interface Search {
  done?: keyof typeof DONE;
}

export const Route = createFileRoute("/$shopUriName/inspection-types/$typeId/edit")({
  validateSearch: (search: Record<string, unknown>): Search =>
    typeof search.done === "string" && Object.hasOwn(DONE, search.done)
      ? { done: search.done as keyof typeof DONE }
      : {},
  loader: async ({ params, location }) =>
    pageOrLeave(
      await getInspectionTypeForm({
        data: { shopUriName: params.shopUriName, typeId: Number(params.typeId) },
      }),
      location.href,
    ),
  head: ({ loaderData, matches }) => ({
    meta: [{
      title: pageTitle(
        loaderData?.outcome === "ok" ? loaderData.page.type!.name : "Inspection type",
        matches,
      ),
    }],
  }),
  component: EditTypePage,
  notFoundComponent: () => <NotFoundPanel message="There is no such inspection type in this shop." />,
});

function EditTypePage() {
  const result = Route.useLoaderData();
  const { shopUriName, typeId } = Route.useParams();
  const { done } = Route.useSearch();
  const { canManage, canPublish } = useShopPermissions();
  const form = useFormResult();
  const back = <Link to="/$shopUriName/inspection-types" params={{ shopUriName }}>Back to the types</Link>;
  if (result.outcome === "refused") return <RefusedPanel message={result.message} back={back} />;
  const { categories, tenants } = result.page;
  const type = result.page.type!;
  return (
    <main className="form-card form-wide">
      <h1>
        {type.name}
        {type.isDefault && <span className="badge accent">Default</span>}
        {type.managedBy && <span className="badge">{`From ${type.managedBy}`}</span>}
        {type.detachedFrom && <span className="badge">Detached</span>}
        {!type.isActive && <span className="badge">Inactive</span>}
      </h1>
      <p className="page-links">
        <Link to="/$shopUriName/inspection-types/$typeId/preview" params={{ shopUriName, typeId }}>
          Preview the checklist
        </Link>
        <Link to="/$shopUriName/inspection-types/compare" params={{ shopUriName }}>Compare types</Link>
      </p>
      {done && !form && <p className="form-notice" role="status">{DONE[done]}</p>}
      <FormMessages form={form} />
      {type.managedBy && type.managedNotice && (
        <ManagedNotice
          typeId={type.id}
          name={type.name}
          managedBy={type.managedBy}
          notice={type.managedNotice}
          canDetach={canManage}
        />
      )}
      {type.detachedFrom && (
        <p className="hint">
          A copy of a type of{" "}
          {type.detachedFrom}, detached: it is this shop's own, and publishing leaves it alone.
        </p>
      )}
      <TypeForm
        action={`/${shopUriName}/inspection-types/${type.id}/edit`}
        values={formValues(form?.values, type)}
        categories={categories}
        readOnly={!canManage || type.managedBy !== null}
        submitLabel="Save changes"
        back={back}
      />
      <TypePictures
        typeId={type.id}
        pictures={result.page.pictures}
        readOnly={!result.page.canChangePictures}
      />
      {canPublish && tenants && <TenantShops typeId={type.id} tenants={tenants} />}
    </main>
  );
}

function TypePictures(props: { typeId: number; pictures: Asset[]; readOnly: boolean }) {
  const base = `/ajax/inspection-types/${props.typeId}`;
  return (
    <section className="form-section" aria-labelledby="type-pictures-heading">
      <h2 id="type-pictures-heading">Pictures and videos</h2>
      <AssetList
        label="Pictures and videos of this inspection type"
        listUrl={`${base}/assets`}
        createUrl={`${base}/assets/create`}
        initialAssets={props.pictures}
        readOnly={props.readOnly}
        imageEditing
        camera
      />
    </section>
  );
}

function ManagedNotice(
  props: { typeId: number; name: string; managedBy: string; notice: string; canDetach: boolean },
) {
  const router = useRouter();
  const hydrated = useHydrated();
  const [error, setError] = useState<string | null>(null);
  async function detach() {
    const confirmed = await confirm({
      title: "Detach this inspection type?",
      message: `"${props.name}" becomes this shop's own: you can change it, and ${props.managedBy}'s ` +
        "later changes no longer reach it. This cannot be undone.",
      confirmLabel: "Detach",
    });
    if (!confirmed) return;
    const response = await post(`/ajax/types/${props.typeId}/detach`);
    if (response.status !== 200) {
      setError(`Couldn't detach it: ${await refusalText(response)}`);
      return;
    }
    await router.invalidate();
  }
  return (
    <div className="managed-notice" role="note">
      <p>{props.notice}</p>
      {props.canDetach && (
        <button type="button" className="button" disabled={!hydrated} onClick={detach}>Detach</button>
      )}
      {error && <p className="form-error" role="alert">{error}</p>}
    </div>
  );
}
