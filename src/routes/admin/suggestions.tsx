import { createFileRoute } from "@tanstack/react-router";
import { getSuggestionsPage, SuggestionsPage } from "@modules/shops/ui.ts";
import { pageOrLeave } from "@platform/page_outcome.ts";
import { APP_NAME } from "@ui/brand.ts";
import { usePageProps } from "@ui/page_props.ts";

export const Route = createFileRoute("/admin/suggestions")({
  loader: async ({ location }) => pageOrLeave(await getSuggestionsPage(), location.href),
  head: () => ({ meta: [{ title: `Suggestions — ${APP_NAME}` }] }),
  component: () => <SuggestionsPage {...usePageProps(Route)} />,
});
