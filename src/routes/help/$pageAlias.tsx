import { createFileRoute, notFound } from "@tanstack/react-router";
import { getHelpPage } from "@modules/shops/ui.ts";
import { APP_NAME } from "@ui/brand.ts";
import { HelpPage } from "@ui/help/help_page.tsx";
import { readHelpSearch } from "@ui/help/help_search.ts";

// One help page (decision 029): its Markdown is made into HTML on the server; the page needs no scripts. The
// screen it was opened from chooses its language (the shop's staff language for its staff).
export const Route = createFileRoute("/help/$pageAlias")({
  validateSearch: readHelpSearch,
  staticData: { withoutScripts: true },
  loaderDeps: ({ search }) => ({ from: search.from }),
  loader: async ({ params, deps }) => {
    const { page, words, notFound: missing } = await getHelpPage({
      data: { alias: params.pageAlias, from: deps.from },
    });
    if (!page) throw notFound({ data: { message: missing } });
    return { ...page, words };
  },
  head: ({ loaderData }) => ({
    meta: [{ title: `${loaderData?.title ?? "Help"} — ${APP_NAME}` }],
  }),
  component: () => <HelpPage {...Route.useLoaderData()} from={Route.useSearch().from} />,
});
