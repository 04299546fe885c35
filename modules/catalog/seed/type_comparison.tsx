// A template type against one of the shop's types, task by task: in both (with the settings and findings
// that differ), only in the template, or only in the shop. Both comparison routes render it.
import { Link } from "@tanstack/react-router";
import type { TaskComparison } from "./compare_types.ts";
import type { SeedComparisonPage } from "./seed_pages.server.ts";
import { TableScroll } from "@ui/table_scroll.tsx";
import { AddTypeButton } from "./add_type_button.tsx";
import { PreviewTypeButton, TemplateComparisonLink } from "./seed_links.tsx";
import { CATALOGUE_PAGES_MESSAGES as M, SEED_PAGES_MESSAGES as S, useWords } from "@modules/text/ui.ts";

const SIDE_WORDS: Record<TaskComparison["side"], string> = {
  both: S.sideBoth,
  template: S.sideTemplate,
  shop: S.sideShop,
};

export function TypeComparison({ page, shopUriName }: { page: SeedComparisonPage; shopUriName: string }) {
  const { template, templateType, shopType, matches, shopTypes, tasks, summary } = page;
  const typeId = String(templateType.id);
  const others = shopTypes.filter((type) => type.id !== shopType?.id);
  const say = useWords();
  return (
    <main className="page seed-page" lang={page.words.culture}>
      <p className="breadcrumbs">
        <Link to="/$shopUriName/seed" params={{ shopUriName }}>{say(S.title)}</Link> ›{" "}
        <TemplateComparisonLink shopUriName={shopUriName} templateShopId={template.shopId}>
          {template.name}
        </TemplateComparisonLink>
      </p>
      <div className="page-heading">
        <h1>
          {templateType.name} <span className="muted">{say(S.comparedWith)}</span>{" "}
          {shopType ? shopType.name : say(S.myShop)}
        </h1>
        <div className="row-actions">
          <PreviewTypeButton shopUriName={shopUriName} type={templateType} />
          <AddTypeButton
            typeId={templateType.id}
            typeName={templateType.name}
            shopUriName={shopUriName}
            inShopAs={matches[0]?.name ?? null}
          />
        </div>
      </div>
      {shopType
        ? (
          <p className="page-intro">
            {matches.some((match) => match.id === shopType.id && match.bySource)
              ? say(S.addedFromTemplate, { type: shopType.name })
              : matches.some((match) => match.id === shopType.id)
              ? say(S.sameName, { type: shopType.name })
              : say(S.yourChoice, { type: shopType.name })}
          </p>
        )
        : <p className="page-intro">{say(S.noMatch)}</p>}
      <ul className="comparison-summary" aria-label={say(S.summary)}>
        <li>
          <strong>{summary.both}</strong>
          {` ${say(S.inBoth)}`}
        </li>
        <li>
          <strong>{summary.differing}</strong>
          {` ${say(S.setUpDifferently)}`}
        </li>
        <li>
          <strong>{summary.templateOnly}</strong>
          {` ${say(S.onlyInTemplate)}`}
        </li>
        <li>
          <strong>{summary.shopOnly}</strong>
          {` ${say(S.onlyInMyShop)}`}
        </li>
      </ul>
      <TableScroll label={say(S.tasksCompared)}>
        <table className="data-table comparison-table">
          <thead>
            <tr>
              <th scope="col">{say(M.task)}</th>
              <th scope="col">{say(M.category)}</th>
              <th scope="col">{say(S.where)}</th>
              <th scope="col">{say(S.differences)}</th>
            </tr>
          </thead>
          <tbody>
            {tasks.map((task) => (
              <tr key={`${task.side}-${task.name}`} data-side={task.side}>
                <th scope="row" data-label={say(M.task)}>{task.name}</th>
                <td data-label={say(M.category)}>{task.category}</td>
                <td data-label={say(S.where)}>
                  <span className={`side-chip side-${task.side}`}>{say(SIDE_WORDS[task.side])}</span>
                </td>
                <td data-label={say(S.differences)}>
                  <Differences task={task} />
                </td>
              </tr>
            ))}
            {tasks.length === 0 && (
              <tr>
                <td colSpan={4} className="empty">{say(S.neitherHasTasks)}</td>
              </tr>
            )}
          </tbody>
        </table>
      </TableScroll>
      {others.length > 0 && (
        <nav className="compare-with" aria-label={say(S.compareWithAnother)}>
          <h2>{say(S.compareWithAnother)}</h2>
          <ul>
            {others.map((type) => (
              <li key={type.id}>
                <Link
                  to="/$shopUriName/seed/types/$typeId/comparison/$rightShopTypeId"
                  params={{ shopUriName, typeId, rightShopTypeId: String(type.id) }}
                >
                  {type.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </main>
  );
}

function Differences({ task }: { task: TaskComparison }) {
  const say = useWords();
  if (task.side !== "both") return null;
  const none =
    task.differences.length + task.findingsOnlyInTemplate.length + task.findingsOnlyInShop.length === 0;
  if (none) return <span className="muted">{say(S.same)}</span>;
  return (
    <ul className="differences">
      {task.differences.map((difference) => (
        <li key={difference.setting}>
          <strong>{difference.setting}</strong>
          <span className="difference-side">
            <span className="muted">{say(S.templateSide)}</span> {difference.template}
          </span>
          <span className="difference-side">
            <span className="muted">{say(S.mineSide)}</span> {difference.shop}
          </span>
        </li>
      ))}
      {task.findingsOnlyInTemplate.length > 0 && (
        <li>
          <strong>{say(S.findingsOnlyInTemplate)}</strong>
          <span className="difference-side">{task.findingsOnlyInTemplate.join("; ")}</span>
        </li>
      )}
      {task.findingsOnlyInShop.length > 0 && (
        <li>
          <strong>{say(S.findingsOnlyInMine)}</strong>
          <span className="difference-side">{task.findingsOnlyInShop.join("; ")}</span>
        </li>
      )}
    </ul>
  );
}
