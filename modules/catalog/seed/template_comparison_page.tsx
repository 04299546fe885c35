// A whole template (the template shop) against this shop's catalogue: which of its inspection types the
// shop has (Add the others), and which of its tasks the shop has by name.
import { Link } from "@tanstack/react-router";
import type { ShownOutcome } from "@platform/page_outcome.ts";
import { ShopPageResult } from "@ui/shop_page_result.tsx";
import type { SeedShopComparisonPage } from "./seed_pages.server.ts";
import { AddTypeButton } from "./add_type_button.tsx";
import { CompareTypeButton } from "./seed_links.tsx";
import { SeedTypeCells, SeedTypesTable } from "./seed_types_table.tsx";
import {
  CATALOGUE_PAGES_MESSAGES as M,
  SEED_PAGES_MESSAGES as S,
  useWords,
  WordsProvider,
} from "@modules/text/ui.ts";

export function TemplateComparisonPage(
  props: { result: ShownOutcome<SeedShopComparisonPage>; shopUriName: string },
) {
  const { result, shopUriName } = props;
  return (
    <ShopPageResult result={result} shopUriName={shopUriName}>
      {(page) => (
        <WordsProvider words={page.words}>
          <TemplateComparison page={page} shopUriName={shopUriName} />
        </WordsProvider>
      )}
    </ShopPageResult>
  );
}

function TemplateComparison({ page, shopUriName }: { page: SeedShopComparisonPage; shopUriName: string }) {
  const { template, types, categories, summary } = page;
  const say = useWords();
  return (
    <main className="page seed-page" lang={page.words.culture}>
      <p className="breadcrumbs">
        <Link to="/$shopUriName/seed" params={{ shopUriName }}>{say(S.title)}</Link>
      </p>
      <div className="page-heading">
        <h1>
          {template.name} <span className="muted">{say(S.comparedWithMyShop)}</span>
        </h1>
      </div>
      <ul className="comparison-summary" aria-label={say(S.summary)}>
        <li>
          <strong>{summary.typesPresent}</strong>
          {` ${say(S.typesInMyShop, { total: types.length })}`}
        </li>
        <li>
          <strong>{summary.tasksPresent}</strong>
          {` ${say(S.tasksInMyShop, { total: summary.tasksPresent + summary.tasksMissing })}`}
        </li>
      </ul>
      <h2>{say(M.inspectionTypes)}</h2>
      <SeedTypesTable label={say(S.typesCompared)} typeHeading={say(S.templateType)}>
        {types.map(({ type, match }) => (
          <tr key={type.id} data-present={match ? "yes" : "no"}>
            <th scope="row" data-label={say(S.templateType)}>
              <Link
                to="/$shopUriName/seed-data/inspection-types/$typeId/preview"
                params={{ shopUriName, typeId: String(type.id) }}
              >
                {type.name}
              </Link>
            </th>
            <SeedTypeCells type={type} />
            <td data-label={say(S.inMyShop)}>
              {match
                ? <span className="side-chip side-both">{match.name}</span>
                : <span className="side-chip side-template">{say(S.missing)}</span>}
            </td>
            <td className="actions-cell">
              <div className="row-actions">
                <CompareTypeButton shopUriName={shopUriName} type={type} />
                {!match && (
                  <AddTypeButton
                    typeId={type.id}
                    typeName={type.name}
                    shopUriName={shopUriName}
                  />
                )}
              </div>
            </td>
          </tr>
        ))}
      </SeedTypesTable>
      <h2>{say(M.tasks)}</h2>
      <div className="task-presence">
        {categories.map((category) => (
          <section key={category.name} aria-label={category.name}>
            <h3>{category.name}</h3>
            <ul>
              {category.tasks.map((task) => (
                <li key={task.name} data-present={task.inShop ? "yes" : "no"}>
                  <span className={`side-chip side-${task.inShop ? "both" : "template"}`}>
                    {task.inShop ? say(S.inMyShop) : say(S.missing)}
                  </span>{" "}
                  {task.name}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </main>
  );
}
