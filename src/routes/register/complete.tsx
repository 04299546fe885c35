import { createFileRoute, Link } from "@tanstack/react-router";
import { APP_NAME } from "../../ui/brand.ts";

export const Route = createFileRoute("/register/complete")({
  validateSearch: (search: Record<string, unknown>): { shop?: string } =>
    typeof search.shop === "string" ? { shop: search.shop } : {},
  head: () => ({ meta: [{ title: `Your shop is ready — ${APP_NAME}` }] }),
  component: CompletePage,
});

function CompletePage() {
  const { shop } = Route.useSearch();
  return (
    <main className="form-card">
      <h1>Your shop is ready</h1>
      <p>Your account is its owner. Add the people who work with you from the shop's users page.</p>
      {shop
        ? (
          <p>
            <Link className="button primary" to="/$shopUriName" params={{ shopUriName: shop }}>
              Open your shop
            </Link>
          </p>
        )
        : <Link to="/switch-shop">Open your shop</Link>}
    </main>
  );
}
