// The shops the signed-in user works in. `next` (a page inside a shop, like users/me) is opened in the
// chosen shop; with one shop the route makes the choice at once.
import { Link } from "@tanstack/react-router";

/** `shops` are getShopChoices' answer: each shop's address, name and the viewer's roles there. */
export function SwitchShopPage({ shops, next }: {
  shops: ReadonlyArray<{ uriName: string; name: string; roles: string }>;
  next?: string;
}) {
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
