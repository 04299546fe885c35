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
import { BackToTypes } from "./type_form.tsx";
import { useWords, WordsProvider } from "@modules/text/ui.ts";
import { CATALOGUE_PAGES_MESSAGES as M } from "@modules/text/ui.ts";

/** The flags' labels. */
const FLAG_WORDS: Record<(typeof FLAGS)[number]["name"], string> = {
  showUnusedTasks: M.showUnusedTasks,
  showInactiveTasks: M.showInactiveTasks,
  showInactiveTypes: M.showInactiveTypes,
};

export function CompareTypesPage(
  props: { result: ShownOutcome<ComparePage>; shopUriName: string; search: CompareSearch },
) {
  const { result, shopUriName } = props;
  return (
    <ShopPageResult
      result={result}
      shopUriName={shopUriName}
      back={<BackToTypes shopUriName={shopUriName} />}
    >
      {(page) => (
        <WordsProvider words={page.words}>
          <CompareTypes page={page} shopUriName={shopUriName} search={props.search} />
        </WordsProvider>
      )}
    </ShopPageResult>
  );
}

function CompareTypes(props: { page: ComparePage; shopUriName: string; search: CompareSearch }) {
  const { shopUriName, search } = props;
  const navigate = useNavigate({ from: "/$shopUriName/inspection-types/compare" });
  const say = useWords();
  const { types, categories } = props.page;
  const columns = types.length + 1;
  return (
    <main className="page" lang={props.page.words.culture}>
      <div className="page-heading">
        <h1>{say(M.compareTitle)}</h1>
        <div className="page-actions">
          <BackToTypes shopUriName={shopUriName} />
        </div>
      </div>
      <FlagFilters
        flags={FLAGS.map((flag) => ({ name: flag.name, label: say(FLAG_WORDS[flag.name]) }))}
        values={search}
        onChange={(next) => navigate({ search: next, replace: true })}
      />
      {types.length === 0 || categories.length === 0
        ? <p className="empty">{say(M.nothingToCompare)}</p>
        : (
          <div className="compare-frame">
            <TableScroll label={say(M.tasksByType)}>
              <table className="compare-table">
                <thead>
                  <tr>
                    <th scope="col" className="compare-corner">{say(M.task)}</th>
                    {types.map((type) => (
                      <th key={type.id} scope="col" className={type.isActive ? undefined : "inactive"}>
                        <Link
                          to="/$shopUriName/inspection-types/$typeId/edit"
                          params={{ shopUriName, typeId: String(type.id) }}
                        >
                          {type.name}
                        </Link>
                        {type.isDefault && <span className="badge accent">{say(M.typeDefault)}</span>}
                        {!type.isActive && <span className="badge">{say(M.inactive)}</span>}
                        <span className="compare-count">
                          {say(M.taskCount, { count: type.taskCount })}
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
                          {!category.isActive && <span className="badge">{say(M.inactive)}</span>}
                        </span>
                      </th>
                    </tr>
                    {category.tasks.map((task) => (
                      <tr key={task.id} className={task.isActive ? undefined : "inactive"}>
                        <th scope="row">
                          {task.name}
                          {!task.isActive && <span className="badge">{say(M.inactive)}</span>}
                        </th>
                        {types.map((type) => {
                          const held = task.typeIds.includes(type.id);
                          return (
                            <td key={type.id} className={held ? "held" : undefined}>
                              {held
                                ? (
                                  <span aria-label={say(M.typeHolds, { type: type.name, task: task.name })}>
                                    ✓
                                  </span>
                                )
                                : (
                                  <span className="visually-hidden">
                                    {say(M.typeLacks, { type: type.name, task: task.name })}
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
}
