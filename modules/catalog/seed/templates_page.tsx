// The shop-type templates and their inspection types: preview one, compare it with the shop's, or add it
// to the shop (owners and managers).
import { Link } from "@tanstack/react-router";
import type { ShownOutcome } from "@platform/page_outcome.ts";
import { ShopPageResult } from "@ui/shop_page_result.tsx";
import type { SeedIndexPage } from "./seed_pages.server.ts";
import { AddTypeButton } from "./add_type_button.tsx";
import { CompareTypeButton, PreviewTypeButton, TemplateComparisonLink } from "./seed_links.tsx";
import { SeedTypeCells, SeedTypesTable } from "./seed_types_table.tsx";
import { SEED_PAGES_MESSAGES as S, useWords, WordsProvider } from "@modules/text/ui.ts";

export function TemplatesPage(
  props: { result: ShownOutcome<SeedIndexPage>; shopUriName: string },
) {
  const { result, shopUriName } = props;
  return (
    <ShopPageResult result={result} shopUriName={shopUriName}>
      {(page) => (
        <WordsProvider words={page.words}>
          <Templates page={page} shopUriName={shopUriName} />
        </WordsProvider>
      )}
    </ShopPageResult>
  );
}

function Templates(
  { page: { templates, words }, shopUriName }: { page: SeedIndexPage; shopUriName: string },
) {
  const say = useWords();
  return (
    <main className="page seed-page" lang={words.culture}>
      <div className="page-heading">
        <h1>{say(S.title)}</h1>
      </div>
      <p className="page-intro">{say(S.intro)}</p>
      {templates.length === 0 && <p className="empty">{say(S.noTemplates)}</p>}
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
                {say(S.allTasks)}
              </Link>
              <TemplateComparisonLink shopUriName={shopUriName} templateShopId={template.shopId}>
                {say(S.compareWithMyShop)}
              </TemplateComparisonLink>
            </div>
          </div>
          <SeedTypesTable
            label={say(S.typesOf, { template: template.name })}
            typeHeading={say(S.inspectionType)}
          >
            {template.types.map((type) => (
              <tr key={type.id}>
                <th scope="row" data-label={say(S.inspectionType)}>
                  {type.name}
                  {type.isDefault && <span className="badge accent">{say(S.default)}</span>}
                  {type.description && <span className="type-description">{type.description}</span>}
                </th>
                <SeedTypeCells type={type} />
                <td data-label={say(S.inMyShop)}>
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
                    : <span className="muted">{say(S.notYet)}</span>}
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
  );
}
