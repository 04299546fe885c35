// A catalogue outline, as a type's preview and the seed pages show it: categories in order, each task with how
// it is checked and what it records (describeTaskSettings, as the comparisons describe it), and its findings
// with the words the customer reads. A template's preview opens the findings; a type's preview and a template's
// task list keep them folded, so the whole checklist fits on a few screens.
import { describeTaskSettings } from "./tasks/describe_task.ts";
import type { OutlineCategory, OutlineTask } from "./outline_queries.server.ts";
import {
  CATALOGUE_PAGES_MESSAGES as M,
  SEED_PAGES_MESSAGES as S,
  useMoney,
  useWords,
} from "@modules/text/ui.ts";

export function TaskOutline(
  { categories, findingsOpen }: { categories: OutlineCategory[]; findingsOpen: boolean },
) {
  const say = useWords();
  if (categories.length === 0) return <p className="empty">{say(S.noTasks)}</p>;
  return (
    <div className="task-outline">
      {categories.map((category) => (
        <section key={category.id} className="outline-category" aria-labelledby={`category-${category.id}`}>
          <h2 id={`category-${category.id}`}>
            {category.name}
            <span className="badge">{say(S.taskCount, { count: category.tasks.length })}</span>
            {!category.isActive && <span className="badge">{say(M.inactive)}</span>}
          </h2>
          <ol className="outline-tasks">
            {category.tasks.map((task) => (
              <OutlineTaskItem key={task.id} task={task} findingsOpen={findingsOpen} />
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}

function OutlineTaskItem({ task, findingsOpen }: { task: OutlineTask; findingsOpen: boolean }) {
  const say = useWords();
  const [result, ...settings] = describeTaskSettings(task, useMoney(), say);
  // Instructions get their own paragraph; settings left at None say nothing worth a line.
  const shown = settings.filter((s) => !s.unset);
  return (
    <li className={`outline-task${task.isActive ? "" : " inactive"}`}>
      <div className="outline-task-heading">
        <h3>{task.name}</h3>
        <span className="badge accent">{result.value}</span>
        {!task.isActive && <span className="badge">{say(M.inactive)}</span>}
      </div>
      {task.instructions && <p className="outline-instructions">{task.instructions}</p>}
      <dl className="outline-settings">
        {shown.map(({ setting, value }) => (
          <div key={setting}>
            <dt>{setting}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {task.findings.length > 0 && (
        <details className="outline-findings" open={findingsOpen}>
          <summary>{say(M.findingCount, { count: task.findings.length })}</summary>
          <ul>
            {task.findings.map((finding) => (
              <li key={finding.id}>
                <p className="finding-text">
                  <strong>{finding.text}</strong>
                  {finding.priority && (
                    <span className="priority-chip">
                      <span
                        className="priority-dot"
                        aria-hidden="true"
                        style={{ background: finding.priority.colour }}
                      />
                      {finding.priority.name}
                    </span>
                  )}
                </p>
                {finding.explanation && <p>{finding.explanation}</p>}
                {finding.recommendation && <p className="finding-recommendation">{finding.recommendation}</p>}
              </li>
            ))}
          </ul>
        </details>
      )}
    </li>
  );
}
