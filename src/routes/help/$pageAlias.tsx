import { createFileRoute, notFound } from "@tanstack/react-router";
import { APP_NAME } from "@ui/brand.ts";
import { getHelpPage } from "@ui/help/help_calls.ts";
import { HelpPage } from "@ui/help/help_page.tsx";
import { readHelpSearch } from "@ui/help/help_search.ts";

// One help page (decision 029): its Markdown is made into HTML on the server; the page needs no scripts.
export const Route = createFileRoute("/help/$pageAlias")({
  validateSearch: readHelpSearch,
  staticData: { withoutScripts: true },
  loader: async ({ params }) => {
    const page = await getHelpPage({ data: params.pageAlias });
    if (!page) throw notFound({ data: { message: "There is no help page at this address." } });
    return page;
  },
  head: ({ loaderData }) => ({
    meta: [{ title: `${loaderData?.title ?? "Help"} — ${APP_NAME}` }],
  }),
  component: () => <HelpPage {...Route.useLoaderData()} from={Route.useSearch().from} />,
});
