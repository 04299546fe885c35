// The tasks list's query: read by the route (validateSearch), apart from the page's components, so the
// route tree in every page's main chunk does not carry the page (issue 19).
import { readTasksSearch, type TasksSearch } from "./tasks_search.ts";

export const DONE = { "task-deleted": "The task was deleted." } as const;

export type TaskListSearch = TasksSearch & { done?: keyof typeof DONE };

/** The list's address: its search, and the note of the form post before. */
export function readTaskListSearch(search: Record<string, unknown>): TaskListSearch {
  return {
    ...readTasksSearch(search),
    ...(search.done === "task-deleted" ? { done: "task-deleted" as const } : {}),
  };
}
