// /{shop}/account: the shop's settings (decision 027). Owners change them; managers read them; each save is
// an entry in the shop's trail, shown under the form.
import { Link } from "@tanstack/react-router";
import type { ShownOutcome } from "@platform/page_outcome.ts";
import { ShopPageResult } from "@ui/shop_page_result.tsx";
import { TableScroll } from "@ui/table_scroll.tsx";
import { LogoField } from "./logo_field.tsx";
import { SettingsForm } from "./settings_form.tsx";
import type { SettingsTrailEntry, ShopSettingsPage } from "./settings_page.server.ts";

export function ShopSettingsView(props: { result: ShownOutcome<ShopSettingsPage>; shopUriName: string }) {
  return (
    <ShopPageResult result={props.result} shopUriName={props.shopUriName}>
      {(page) => (
        <main className="page settings-page">
          <div className="page-heading">
            <h1>Settings</h1>
          </div>
          <p className="page-intro">
            {page.canEdit
              ? "How the shop is reached, its time zone, money and languages, its logo and colour, and what the " +
                "report's e-mail and text message say."
              : "The shop's settings. Only the shop's owners change them."}{" "}
            The words the app and the report use in each language, and the catalogue's translations, are in
            {" "}
            <Link to="/$shopUriName/localizations" params={{ shopUriName: props.shopUriName }}>
              Localizations
            </Link>.
          </p>
          <LogoField shopId={page.shopId} logoUrl={page.logoUrl} canEdit={page.canEdit} />
          <SettingsForm shopUriName={props.shopUriName} page={page} />
          <SettingsTrail trail={page.trail} />
        </main>
      )}
    </ShopPageResult>
  );
}

function SettingsTrail(props: { trail: SettingsTrailEntry[] }) {
  return (
    <section aria-labelledby="settings-trail">
      <h2 id="settings-trail">Trail</h2>
      {props.trail.length === 0
        ? <p className="empty">No changes yet.</p>
        : (
          <TableScroll label="Trail, newest first">
            <table className="data-table">
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">What</th>
                  <th scope="col">Who</th>
                </tr>
              </thead>
              <tbody>
                {props.trail.map((entry) => (
                  <tr key={entry.id}>
                    <td className="nowrap" data-label="When">{entry.at}</td>
                    <td data-label="What">{entry.summary}</td>
                    <td data-label="Who">{entry.userName}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
    </section>
  );
}
