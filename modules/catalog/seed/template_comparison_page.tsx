// A whole template (the template shop) against this shop's catalogue: which of its inspection types the
// shop has (Add the others), and which of its tasks the shop has by name.
import { Link } from "@tanstack/react-router";
import type { ShownOutcome } from "@platform/page_outcome.ts";
import { ShopPageResult } from "@ui/shop_page_result.tsx";
import type { SeedShopComparisonPage } from "./seed_pages.server.ts";
import { AddTypeButton } from "./add_type_button.tsx";
import { CompareTypeButton } from "./seed_links.tsx";
import { SeedTypeCells, SeedTypesTable } from "./seed_types_table.tsx";

export function TemplateComparisonPage(
  props: { result: ShownOutcome<SeedShopComparisonPage>; shopUriName: string },
) {
  const { result, shopUriName } = props;
  return (
    <ShopPageResult result={result} shopUriName={shopUriName}>
      {({ template, types, categories, summary }) => (
        <main className="page seed-page">
          <p className="breadcrumbs">
            <Link to="/$shopUriName/seed" params={{ shopUriName }}>Templates</Link>
          </p>
          <div className="page-heading">
            <h1>
              {template.name} <span className="muted">compared with my shop</span>
            </h1>
          </div>
          <ul className="comparison-summary" aria-label="Summary">
            <li>
              <strong>{summary.typesPresent}</strong> of {types.length} inspection types in my shop
            </li>
            <li>
              <strong>{summary.tasksPresent}</strong> of {summary.tasksPresent + summary.tasksMissing}{" "}
              tasks in my shop
            </li>
          </ul>
          <h2>Inspection types</h2>
          <SeedTypesTable label="Inspection types compared" typeHeading="Template type">
            {types.map(({ type, match }) => (
              <tr key={type.id} data-present={match ? "yes" : "no"}>
                <th scope="row" data-label="Template type">
                  <Link
                    to="/$shopUriName/seed-data/inspection-types/$typeId/preview"
                    params={{ shopUriName, typeId: String(type.id) }}
                  >
                    {type.name}
                  </Link>
                </th>
                <SeedTypeCells type={type} />
                <td data-label="In my shop">
                  {match
                    ? <span className="side-chip side-both">{match.name}</span>
                    : <span className="side-chip side-template">Missing</span>}
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
          <h2>Tasks</h2>
          <div className="task-presence">
            {categories.map((category) => (
              <section key={category.name} aria-label={category.name}>
                <h3>{category.name}</h3>
                <ul>
                  {category.tasks.map((task) => (
                    <li key={task.name} data-present={task.inShop ? "yes" : "no"}>
                      <span className={`side-chip side-${task.inShop ? "both" : "template"}`}>
                        {task.inShop ? "In my shop" : "Missing"}
                      </span>{" "}
                      {task.name}
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        </main>
      )}
    </ShopPageResult>
  );
}
