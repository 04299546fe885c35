// After sign-up: the new shop is ready to open.
import { Link } from "@tanstack/react-router";

export function ShopReadyPage({ shop }: { shop?: string }) {
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
