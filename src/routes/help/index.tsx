import { createFileRoute } from "@tanstack/react-router";
import { getHelpIndex } from "@modules/shops/ui.ts";
import { APP_NAME } from "@ui/brand.ts";
import { HelpIndexPage } from "@ui/help/help_index_page.tsx";
import { readHelpSearch } from "@ui/help/help_search.ts";

// Every help page by title (decision 029); /help/{pageAlias} is one of them. The screen it was opened from
// chooses its language and travels on to the pages.
export const Route = createFileRoute("/help/")({
  validateSearch: readHelpSearch,
  staticData: { withoutScripts: true },
  loaderDeps: ({ search }) => ({ from: search.from }),
  loader: ({ deps }) => getHelpIndex({ data: { from: deps.from } }),
  head: ({ loaderData }) => ({ meta: [{ title: `${loaderData?.words.title ?? "Help"} — ${APP_NAME}` }] }),
  component: () => <HelpIndexPage {...Route.useLoaderData()} from={Route.useSearch().from} />,
});
