// The shop-type templates and their inspection types: preview one, compare it with the shop's, or add it
// to the shop (owners and managers).
import { Link } from "@tanstack/react-router";
import type { ShownOutcome } from "@platform/page_outcome.ts";
import { ShopPageResult } from "@ui/shop_page_result.tsx";
import type { SeedIndexPage } from "./seed_pages.server.ts";
import { AddTypeButton } from "./add_type_button.tsx";
import { CompareTypeButton, PreviewTypeButton, TemplateComparisonLink } from "./seed_links.tsx";
import { SeedTypeCells, SeedTypesTable } from "./seed_types_table.tsx";

export function TemplatesPage(
  props: { result: ShownOutcome<SeedIndexPage>; shopUriName: string },
) {
  const { result, shopUriName } = props;
  return (
    <ShopPageResult result={result} shopUriName={shopUriName}>
      {({ templates }) => (
        <main className="page seed-page">
          <div className="page-heading">
            <h1>Templates</h1>
          </div>
          <p className="page-intro">
            Ready-made inspection types for each kind of shop. Preview one, compare it with yours, or add it
            to your shop: the copy is yours to change.
          </p>
          {templates.length === 0 && <p className="empty">No templates are installed.</p>}
          {templates.map((template) => (
            <section
              key={template.shopId}
              className="seed-template"
              aria-labelledby={`template-${template.shopId}`}
            >
              <div className="seed-template-heading">
                <div>
                  <h2 id={`template-${template.shopId}`}>{template.name}</h2>
                  <p className="muted">{template.description}</p>
                </div>
                <div className="seed-links">
                  <Link
                    to="/$shopUriName/seed/tasks"
                    params={{ shopUriName }}
                    search={{ shopId: template.shopId }}
                  >
                    All tasks
                  </Link>
                  <TemplateComparisonLink shopUriName={shopUriName} templateShopId={template.shopId}>
                    Compare with my shop
                  </TemplateComparisonLink>
                </div>
              </div>
              <SeedTypesTable label={`${template.name} inspection types`} typeHeading="Inspection type">
                {template.types.map((type) => (
                  <tr key={type.id}>
                    <th scope="row" data-label="Inspection type">
                      {type.name}
                      {type.isDefault && <span className="badge accent">Default</span>}
                      {type.description && <span className="type-description">{type.description}</span>}
                    </th>
                    <SeedTypeCells type={type} />
                    <td data-label="In my shop">
                      {type.match
                        ? (
                          <Link
                            to="/$shopUriName/seed/types/$typeId/comparison/$rightShopTypeId"
                            params={{
                              shopUriName,
                              typeId: String(type.id),
                              rightShopTypeId: String(type.match.id),
                            }}
                          >
                            {type.match.name}
                          </Link>
                        )
                        : <span className="muted">Not yet</span>}
                    </td>
                    <td className="actions-cell">
                      <div className="row-actions">
                        <PreviewTypeButton shopUriName={shopUriName} type={type} named />
                        <CompareTypeButton shopUriName={shopUriName} type={type} />
                        <AddTypeButton
                          typeId={type.id}
                          typeName={type.name}
                          shopUriName={shopUriName}
                          inShopAs={type.match?.name ?? null}
                        />
                      </div>
                    </td>
                  </tr>
                ))}
              </SeedTypesTable>
            </section>
          ))}
        </main>
      )}
    </ShopPageResult>
  );
}
