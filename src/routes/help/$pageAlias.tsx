import { createFileRoute, Link, notFound } from "@tanstack/react-router";
import { HELP_PAGES } from "../../help/help_pages.tsx";
import { APP_NAME } from "../../ui/brand.ts";
import { NotFoundPanel } from "../../ui/not_found_panel.tsx";

export const Route = createFileRoute("/help/$pageAlias")({
  loader: ({ params }) => {
    if (!Object.hasOwn(HELP_PAGES, params.pageAlias)) throw notFound();
    return params.pageAlias;
  },
  head: ({ loaderData }) => ({
    meta: [{ title: `${loaderData ? HELP_PAGES[loaderData].title : "Help"} — ${APP_NAME}` }],
  }),
  component: HelpPageView,
  notFoundComponent: () => <NotFoundPanel message="There is no help page at this address." />,
});

function HelpPageView() {
  const page = HELP_PAGES[Route.useLoaderData()];
  return (
    <main className="form-card form-wide help-page">
      <h1>{page.title}</h1>
      {page.body}
      <nav className="mode-links" aria-label="Help pages">
        {Object.entries(HELP_PAGES).map(([alias, other]) => (
          <Link key={alias} to="/help/$pageAlias" params={{ pageAlias: alias }}>{other.title}</Link>
        ))}
      </nav>
    </main>
  );
}
