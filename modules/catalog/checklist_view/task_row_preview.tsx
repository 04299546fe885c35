// The checklist's taskPreview mode: one task's row as a mechanic will see it, built from a task form's
// settings as they stand, so an owner sees what "notes only on warn or fail" means before saving. The
// controls work; nothing is saved.
import type { OutlineTask } from "../outline_queries.server.ts";
import { blankItems, type ChecklistData } from "./checklist_data.ts";
import { Checklist } from "./checklist_view.tsx";
import { CHECKLIST_MESSAGES as M, useWords } from "../../text/ui.ts";

export function TaskRowPreview(
  props: { task: OutlineTask; priorities: { id: number; name: string }[] },
) {
  const say = useWords();
  const categories = [{ id: 0, name: say(M.previewCategory), isActive: true, tasks: [props.task] }];
  const data: ChecklistData = {
    mode: "taskPreview",
    lockedReason: null,
    categories,
    priorities: props.priorities.map((priority) => ({ ...priority, colour: "#667085" })),
    items: blankItems(categories),
    staffNames: {},
  };
  // A new store for each configuration: the row's state belongs to the settings it was made with.
  return <Checklist key={JSON.stringify(props.task)} data={data} />;
}
