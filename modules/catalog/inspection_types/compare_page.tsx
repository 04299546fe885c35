// The shop's types side by side: tasks as rows grouped by category, types as columns, a mark where a type
// holds the task, and per column how many of the rows shown it holds. Query (1 or absent): showUnusedTasks
// adds tasks no shown type holds, showInactiveTasks adds inactive tasks, showInactiveTypes adds inactive
// types' columns.
import { Link, useNavigate } from "@tanstack/react-router";
import type { ShownOutcome } from "@platform/page_outcome.ts";
import { ShopPageResult } from "@ui/shop_page_result.tsx";
import { TableScroll } from "@ui/table_scroll.tsx";
import type { ComparePage } from "./inspection_types_pages.server.ts";
import { FlagFilters } from "./flag_filters.tsx";
import { type CompareSearch, FLAGS } from "./compare_search.ts";

export function CompareTypesPage(
  props: { result: ShownOutcome<ComparePage>; shopUriName: string; search: CompareSearch },
) {
  const { result, shopUriName, search } = props;
  const navigate = useNavigate({ from: "/$shopUriName/inspection-types/compare" });
  const back = <Link to="/$shopUriName/inspection-types" params={{ shopUriName }}>Back to the types</Link>;
  return (
    <ShopPageResult result={result} shopUriName={shopUriName} back={back}>
      {(page) => {
        const { types, categories } = page;
        const columns = types.length + 1;
        return (
          <main className="page">
            <div className="page-heading">
              <h1>Compare inspection types</h1>
              <div className="page-actions">{back}</div>
            </div>
            <FlagFilters
              flags={FLAGS}
              values={search}
              onChange={(next) => navigate({ search: next, replace: true })}
            />
            {types.length === 0 || categories.length === 0
              ? <p className="empty">No tasks to compare with these settings.</p>
              : (
                <div className="compare-frame">
                  <TableScroll label="Tasks by inspection type">
                    <table className="compare-table">
                      <thead>
                        <tr>
                          <th scope="col" className="compare-corner">Task</th>
                          {types.map((type) => (
                            <th key={type.id} scope="col" className={type.isActive ? undefined : "inactive"}>
                              <Link
                                to="/$shopUriName/inspection-types/$typeId/edit"
                                params={{ shopUriName, typeId: String(type.id) }}
                              >
                                {type.name}
                              </Link>
                              {type.isDefault && <span className="badge accent">Default</span>}
                              {!type.isActive && <span className="badge">Inactive</span>}
                              <span className="compare-count">
                                {type.taskCount} {type.taskCount === 1 ? "task" : "tasks"}
                              </span>
                            </th>
                          ))}
                        </tr>
                      </thead>
                      {categories.map((category) => (
                        <tbody key={category.id}>
                          <tr className="compare-category">
                            <th scope="colgroup" colSpan={columns}>
                              <span className="compare-category-name">
                                {category.name}
                                {!category.isActive && <span className="badge">Inactive</span>}
                              </span>
                            </th>
                          </tr>
                          {category.tasks.map((task) => (
                            <tr key={task.id} className={task.isActive ? undefined : "inactive"}>
                              <th scope="row">
                                {task.name}
                                {!task.isActive && <span className="badge">Inactive</span>}
                              </th>
                              {types.map((type) => {
                                const held = task.typeIds.includes(type.id);
                                return (
                                  <td key={type.id} className={held ? "held" : undefined}>
                                    {held
                                      ? <span aria-label={`${type.name} holds ${task.name}`}>✓</span>
                                      : (
                                        <span className="visually-hidden">
                                          {`${type.name} does not hold ${task.name}`}
                                        </span>
                                      )}
                                  </td>
                                );
                              })}
                            </tr>
                          ))}
                        </tbody>
                      ))}
                    </table>
                  </TableScroll>
                </div>
              )}
          </main>
        );
      }}
    </ShopPageResult>
  );
}
