import { createFileRoute } from "@tanstack/react-router";
import { LoginPage, readLoginSearch } from "@modules/accounts/ui.ts";
import { APP_NAME } from "@ui/brand.ts";
import { usePageProps } from "@ui/page_props.ts";

export const Route = createFileRoute("/login")({
  validateSearch: readLoginSearch,
  // Links and form posts: the page needs no scripts (src/ui/app_document.tsx).
  staticData: { withoutScripts: true },
  head: () => ({ meta: [{ title: `Sign in — ${APP_NAME}` }] }),
  component: () => <LoginPage {...usePageProps(Route)} />,
});
