// An inspection type's page: owners and managers edit it, mechanics read it. An attached copy in a tenant
// shop is read-only until detached; in a parent shop, owners publish the type to the tenant shops. `done`
// says what the form post before did. Below the form, the type's pictures and videos.
import { Link } from "@tanstack/react-router";
import type { ShownOutcome } from "@platform/page_outcome.ts";
import { FormMessages } from "@ui/forms.tsx";
import { DoneNotice } from "@ui/done_notice.tsx";
import { ShopFormCard } from "@ui/shop_form_card.tsx";
import type { TypeFormPage } from "./inspection_types_pages.server.ts";
import { ManagedNotice } from "./managed_notice.tsx";
import { TenantShops } from "./tenant_shops.tsx";
import { formValues, TypeForm } from "./type_form.tsx";
import { TypePictures } from "./type_pictures.tsx";
import { useShopPermissions } from "./use_shop_permissions.ts";
import { DONE, type EditTypeSearch } from "./edit_type_search.ts";

export function EditInspectionTypePage(props: {
  result: ShownOutcome<TypeFormPage>;
  shopUriName: string;
  typeId: string;
  search: EditTypeSearch;
}) {
  const { result, shopUriName, typeId } = props;
  const { done } = props.search;
  const { canManage, canPublish } = useShopPermissions();
  const back = <Link to="/$shopUriName/inspection-types" params={{ shopUriName }}>Back to the types</Link>;
  return (
    <ShopFormCard result={result} shopUriName={shopUriName} back={back} wide>
      {(page, form) => {
        const { categories, tenants } = page;
        const type = page.type!;
        return (
          <>
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
            <DoneNotice notices={DONE} done={form ? undefined : done} />
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
              pictures={page.pictures}
              readOnly={!page.canChangePictures}
            />
            {canPublish && tenants && <TenantShops typeId={type.id} tenants={tenants} />}
          </>
        );
      }}
    </ShopFormCard>
  );
}
