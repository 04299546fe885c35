// The front page: what the app does, the ways in (register a shop, sign in), and the demo shop's logins
// wherever the demo shop exists (never by default in production).
import { Link } from "@tanstack/react-router";
import { APP_NAME } from "@ui/brand.ts";

/** The demo shop's address and logins, where it exists (getDemoShop). */
export interface DemoShopOffer {
  uriName: string;
  logins: ReadonlyArray<{ role: string; email: string; password: string }>;
}

export function LandingPage({ demoShop }: { demoShop: DemoShopOffer | null }) {
  return (
    <main className="landing">
      <p className="eyebrow">{APP_NAME}</p>
      <h1>Inspections your customers open, understand and approve.</h1>
      <p className="lede">
        Mechanics work through the checklist on a tablet or phone in the bay, with photos and videos of what
        they find. The customer gets a clear report by text or e-mail and approves the work from their phone.
      </p>
      <ul className="points">
        <li>
          <strong>Fast in the bay.</strong> Few taps per item, works with gloves and patchy Wi-Fi.
        </li>
        <li>
          <strong>Reports that sell the work.</strong> Every finding with its photo, grouped by urgency.
        </li>
        <li>
          <strong>Built for several shops.</strong>{" "}
          Owners see every location; each shop keeps its own checklists.
        </li>
      </ul>
      <p className="form-actions">
        <Link className="button primary" to="/register">Register your shop</Link>
        <Link className="button" to="/login">Sign in</Link>
      </p>
      {demoShop && (
        <section className="demo-box" aria-labelledby="demo-heading">
          <h2 id="demo-heading">Try the demo shop</h2>
          <p>Sign in as one of its people to see what each role sees:</p>
          <ul>
            {demoShop.logins.map((login) => (
              <li key={login.email}>
                <strong>{login.role}</strong>: <code>{login.email}</code> / <code>{login.password}</code>
              </li>
            ))}
          </ul>
          <Link
            className="button"
            to="/$shopUriName/inspection-types"
            params={{ shopUriName: demoShop.uriName }}
          >
            Open the demo shop
          </Link>
        </section>
      )}
    </main>
  );
}
