// A whole template (the template shop) against this shop's catalogue: which of its inspection types the
// shop has (Add the others), and which of its tasks the shop has by name.
import { Link } from "@tanstack/react-router";
import type { ShownOutcome } from "@platform/page_outcome.ts";
import { ShopPageResult } from "@ui/shop_page_result.tsx";
import { TableScroll } from "@ui/table_scroll.tsx";
import type { SeedShopComparisonPage } from "./seed_pages.server.ts";
import { SUBJECT_TYPE_LABELS } from "../types.ts";
import { AddTypeButton } from "./add_type_button.tsx";

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
          <TableScroll label="Inspection types compared">
            <table className="data-table seed-types">
              <thead>
                <tr>
                  <th scope="col">Template type</th>
                  <th scope="col">Subject</th>
                  <th scope="col" className="number">Tasks</th>
                  <th scope="col">In my shop</th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
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
                    <td data-label="Subject">{SUBJECT_TYPE_LABELS[type.subjectType]}</td>
                    <td data-label="Tasks" className="number">{type.taskCount}</td>
                    <td data-label="In my shop">
                      {match
                        ? <span className="side-chip side-both">{match.name}</span>
                        : <span className="side-chip side-template">Missing</span>}
                    </td>
                    <td className="actions-cell">
                      <div className="row-actions">
                        <Link
                          className="button"
                          to="/$shopUriName/seed/types/$typeId/comparison"
                          params={{ shopUriName, typeId: String(type.id) }}
                          aria-label={`Compare ${type.name}`}
                        >
                          Compare
                        </Link>
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
              </tbody>
            </table>
          </TableScroll>
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
