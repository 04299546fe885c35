import { createFileRoute } from "@tanstack/react-router";
import { APP_NAME } from "@ui/brand.ts";
import { getHelpIndex } from "@ui/help/help_calls.ts";
import { HelpIndexPage } from "@ui/help/help_index_page.tsx";

// Every help page by title (decision 029); /help/{pageAlias} is one of them.
export const Route = createFileRoute("/help/")({
  staticData: { withoutScripts: true },
  loader: () => getHelpIndex(),
  head: () => ({ meta: [{ title: `Help — ${APP_NAME}` }] }),
  component: () => <HelpIndexPage pages={Route.useLoaderData()} />,
});
