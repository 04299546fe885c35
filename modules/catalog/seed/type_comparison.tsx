// A template type against one of the shop's types, task by task: in both (with the settings and findings
// that differ), only in the template, or only in the shop. Both comparison routes render it.
import { Link } from "@tanstack/react-router";
import type { TaskComparison } from "./compare_types.ts";
import type { SeedComparisonPage } from "./seed_pages.server.ts";
import { TableScroll } from "@ui/table_scroll.tsx";
import { AddTypeButton } from "./add_type_button.tsx";
import { PreviewTypeButton, TemplateComparisonLink } from "./seed_links.tsx";

const SIDE_LABELS: Record<TaskComparison["side"], string> = {
  both: "In both",
  template: "Only in the template",
  shop: "Only in my shop",
};

export function TypeComparison({ page, shopUriName }: { page: SeedComparisonPage; shopUriName: string }) {
  const { template, templateType, shopType, matches, shopTypes, tasks, summary } = page;
  const typeId = String(templateType.id);
  const others = shopTypes.filter((type) => type.id !== shopType?.id);
  return (
    <main className="page seed-page">
      <p className="breadcrumbs">
        <Link to="/$shopUriName/seed" params={{ shopUriName }}>Templates</Link> ›{" "}
        <TemplateComparisonLink shopUriName={shopUriName} templateShopId={template.shopId}>
          {template.name}
        </TemplateComparisonLink>
      </p>
      <div className="page-heading">
        <h1>
          {templateType.name} <span className="muted">compared with</span>{" "}
          {shopType ? shopType.name : "my shop"}
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
              ? `${shopType.name} was added from this template type.`
              : matches.some((match) => match.id === shopType.id)
              ? `${shopType.name} has the same name as this template type.`
              : `${shopType.name} is compared by your choice.`}
          </p>
        )
        : (
          <p className="page-intro">
            Your shop has no inspection type from this template type or with its name. Add it, or compare it
            with one of your types below.
          </p>
        )}
      <ul className="comparison-summary" aria-label="Summary">
        <li>
          <strong>{summary.both}</strong> in both
        </li>
        <li>
          <strong>{summary.differing}</strong> set up differently
        </li>
        <li>
          <strong>{summary.templateOnly}</strong> only in the template
        </li>
        <li>
          <strong>{summary.shopOnly}</strong> only in my shop
        </li>
      </ul>
      <TableScroll label="Tasks compared">
        <table className="data-table comparison-table">
          <thead>
            <tr>
              <th scope="col">Task</th>
              <th scope="col">Category</th>
              <th scope="col">Where</th>
              <th scope="col">Differences</th>
            </tr>
          </thead>
          <tbody>
            {tasks.map((task) => (
              <tr key={`${task.side}-${task.name}`} data-side={task.side}>
                <th scope="row" data-label="Task">{task.name}</th>
                <td data-label="Category">{task.category}</td>
                <td data-label="Where">
                  <span className={`side-chip side-${task.side}`}>{SIDE_LABELS[task.side]}</span>
                </td>
                <td data-label="Differences">
                  <Differences task={task} />
                </td>
              </tr>
            ))}
            {tasks.length === 0 && (
              <tr>
                <td colSpan={4} className="empty">Neither type has tasks.</td>
              </tr>
            )}
          </tbody>
        </table>
      </TableScroll>
      {others.length > 0 && (
        <nav className="compare-with" aria-label="Compare with another of my types">
          <h2>Compare with another of my types</h2>
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
  if (task.side !== "both") return null;
  const none =
    task.differences.length + task.findingsOnlyInTemplate.length + task.findingsOnlyInShop.length === 0;
  if (none) return <span className="muted">Same</span>;
  return (
    <ul className="differences">
      {task.differences.map((difference) => (
        <li key={difference.setting}>
          <strong>{difference.setting}</strong>
          <span className="difference-side">
            <span className="muted">Template:</span> {difference.template}
          </span>
          <span className="difference-side">
            <span className="muted">Mine:</span> {difference.shop}
          </span>
        </li>
      ))}
      {task.findingsOnlyInTemplate.length > 0 && (
        <li>
          <strong>Findings only in the template</strong>
          <span className="difference-side">{task.findingsOnlyInTemplate.join("; ")}</span>
        </li>
      )}
      {task.findingsOnlyInShop.length > 0 && (
        <li>
          <strong>Findings only in mine</strong>
          <span className="difference-side">{task.findingsOnlyInShop.join("; ")}</span>
        </li>
      )}
    </ul>
  );
}
