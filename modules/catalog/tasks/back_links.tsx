// The way back from the category and task forms (and from their refusals) to the lists they belong to, in
// the page's words.
import { Link } from "@tanstack/react-router";
import { useWords } from "@modules/text/ui.ts";
import { CATALOGUE_PAGES_MESSAGES as M } from "@modules/text/ui.ts";

export function BackToCategories({ shopUriName }: { shopUriName: string }) {
  const say = useWords();
  return <Link to="/$shopUriName/categories" params={{ shopUriName }}>{say(M.backToCategories)}</Link>;
}

export function BackToTasks({ shopUriName }: { shopUriName: string }) {
  const say = useWords();
  return <Link to="/$shopUriName/tasks" params={{ shopUriName }}>{say(M.backToTasks)}</Link>;
}
