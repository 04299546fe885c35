import { createFileRoute, notFound } from "@tanstack/react-router";
import { APP_NAME } from "@ui/brand.ts";
import { HelpPage } from "@ui/help/help_page.tsx";
import { HELP_PAGES } from "@ui/help/help_pages.tsx";

export const Route = createFileRoute("/help/$pageAlias")({
  loader: ({ params }) => {
    if (!Object.hasOwn(HELP_PAGES, params.pageAlias)) {
      throw notFound({ data: { message: "There is no help page at this address." } });
    }
    // The title too, so the head (in the route tree every page loads) does not need the help texts.
    return { alias: params.pageAlias, title: HELP_PAGES[params.pageAlias].title };
  },
  head: ({ loaderData }) => ({
    meta: [{ title: `${loaderData?.title ?? "Help"} — ${APP_NAME}` }],
  }),
  component: () => <HelpPage alias={Route.useLoaderData().alias} />,
});
