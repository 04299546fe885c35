// The way back from the category and task forms (and from their refusals) to the lists they belong to.
import { Link } from "@tanstack/react-router";

export function BackToCategories({ shopUriName }: { shopUriName: string }) {
  return <Link to="/$shopUriName/categories" params={{ shopUriName }}>Back to the categories</Link>;
}

export function BackToTasks({ shopUriName }: { shopUriName: string }) {
  return <Link to="/$shopUriName/tasks" params={{ shopUriName }}>Back to the tasks</Link>;
}
