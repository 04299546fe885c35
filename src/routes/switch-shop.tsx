import { createFileRoute, Link, redirect } from "@tanstack/react-router";
import { getShopChoices } from "../../modules/accounts/ui.ts";
import { APP_NAME } from "../ui/brand.ts";

// The shops the signed-in user works in. `next` (a page inside a shop, like users/me) is opened in the
// chosen shop; with one shop the choice is made at once.
interface Search {
  next?: string;
}

const NEXT_PAGES = new Set(["users/me", "users", "inspection-types"]);

export const Route = createFileRoute("/switch-shop")({
  validateSearch: (search: Record<string, unknown>): Search =>
    typeof search.next === "string" && NEXT_PAGES.has(search.next) ? { next: search.next } : {},
  loaderDeps: ({ search }) => ({ next: search.next }),
  loader: async ({ deps, location }) => {
    const shops = await getShopChoices();
    if (!shops) throw redirect({ to: "/login", search: { reason: "signin", redirectTo: location.href } });
    if (shops.length === 1 && deps.next) throw redirect({ href: `/${shops[0].uriName}/${deps.next}` });
    return shops;
  },
  head: () => ({ meta: [{ title: `Your shops — ${APP_NAME}` }] }),
  component: SwitchShopPage,
});

function SwitchShopPage() {
  const shops = Route.useLoaderData();
  const { next } = Route.useSearch();
  return (
    <main className="form-card">
      <h1>Your shops</h1>
      {shops.length === 0
        ? <p className="empty">You are not a member of any shop yet. Ask a shop owner to add you.</p>
        : (
          <ul className="shop-choices">
            {shops.map((shop) => (
              <li key={shop.uriName}>
                <a className="button" href={`/${shop.uriName}${next ? `/${next}` : ""}`}>
                  <span>{shop.name}</span>
                  <span className="badge">{shop.roles}</span>
                </a>
              </li>
            ))}
          </ul>
        )}
      <nav className="mode-links">
        <Link to="/register">Register another shop</Link>
        <Link to="/logout">Sign out</Link>
      </nav>
    </main>
  );
}
