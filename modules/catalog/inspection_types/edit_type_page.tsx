// An inspection type's page: owners and managers edit it, mechanics read it. An attached copy in a tenant
// shop is read-only until detached; in a parent shop, owners publish the type to the tenant shops. `done`
// says what the form post before did. Below the form, the type's pictures and videos.
import { Link } from "@tanstack/react-router";
import type { ShownOutcome } from "@platform/page_outcome.ts";
import { FormMessages } from "@ui/forms.tsx";
import type { FormResult } from "@platform/viewer.ts";
import { useWords, WordsProvider } from "@modules/text/ui.ts";
import { CATALOGUE_PAGES_MESSAGES as M } from "@modules/text/ui.ts";
import { DoneNotice } from "@ui/done_notice.tsx";
import { ShopFormCard } from "@ui/shop_form_card.tsx";
import type { TypeFormPage } from "./inspection_types_pages.server.ts";
import { ManagedNotice } from "./managed_notice.tsx";
import { TenantShops } from "./tenant_shops.tsx";
import { BackToTypes, formValues, TypeForm } from "./type_form.tsx";
import { TypePictures } from "./type_pictures.tsx";
import { useShopPermissions } from "./use_shop_permissions.ts";
import type { EditTypeSearch } from "./edit_type_search.ts";

export function EditInspectionTypePage(props: {
  result: ShownOutcome<TypeFormPage>;
  shopUriName: string;
  typeId: string;
  search: EditTypeSearch;
}) {
  const { result, shopUriName } = props;
  return (
    <ShopFormCard
      result={result}
      shopUriName={shopUriName}
      back={<BackToTypes shopUriName={shopUriName} />}
      wide
    >
      {(page, form) => (
        <WordsProvider words={page.words}>
          <EditType {...props} page={page} form={form} />
        </WordsProvider>
      )}
    </ShopFormCard>
  );
}

function EditType(props: {
  page: TypeFormPage;
  form: FormResult | null;
  shopUriName: string;
  typeId: string;
  search: EditTypeSearch;
}) {
  const { page, form, shopUriName, typeId } = props;
  const { done } = props.search;
  const { canManage, canPublish } = useShopPermissions();
  const say = useWords();
  const back = <BackToTypes shopUriName={shopUriName} />;
  const { categories, tenants } = page;
  const type = page.type!;
  return (
    <>
      <h1>
        {type.name}
        {type.isDefault && <span className="badge accent">{say(M.typeDefault)}</span>}
        {type.managedBy && <span className="badge">{say(M.typeFrom, { shop: type.managedBy })}</span>}
        {type.detachedFrom && <span className="badge">{say(M.typeDetached)}</span>}
        {!type.isActive && <span className="badge">{say(M.inactive)}</span>}
      </h1>
      <p className="page-links">
        <Link to="/$shopUriName/inspection-types/$typeId/preview" params={{ shopUriName, typeId }}>
          {say(M.previewChecklist)}
        </Link>
        <Link to="/$shopUriName/inspection-types/compare" params={{ shopUriName }}>
          {say(M.compareTypes)}
        </Link>
      </p>
      <DoneNotice
        notices={{ added: say(M.typeAdded), saved: say(M.changesSaved) }}
        done={form ? undefined : done}
      />
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
      {type.detachedFrom && <p className="hint">{say(M.detachedNotice, { shop: type.detachedFrom })}</p>}
      <TypeForm
        action={`/${shopUriName}/inspection-types/${type.id}/edit`}
        values={formValues(form?.values, type)}
        categories={categories}
        readOnly={!canManage || type.managedBy !== null}
        submitLabel={say(M.saveChanges)}
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
}
