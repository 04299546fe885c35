// /{shop}/account: the shop's settings (decision 027). Owners change them; managers read them; each save is
// an entry in the shop's trail, shown under the form.
import { Link } from "@tanstack/react-router";
import type { ShownOutcome } from "@platform/page_outcome.ts";
import { ShopPageResult } from "@ui/shop_page_result.tsx";
import { TableScroll } from "@ui/table_scroll.tsx";
import { LogoField } from "./logo_field.tsx";
import { SettingsForm } from "./settings_form.tsx";
import type { SettingsTrailEntry, ShopSettingsPage } from "./settings_page.server.ts";
import { usePageCulture, useWords, WordsProvider } from "@modules/text/ui.ts";
import { SHOP_SETTINGS_MESSAGES as M } from "@modules/text/ui.ts";

export function ShopSettingsView(props: { result: ShownOutcome<ShopSettingsPage>; shopUriName: string }) {
  return (
    <ShopPageResult result={props.result} shopUriName={props.shopUriName}>
      {(page) => (
        <WordsProvider words={page.words}>
          <ShopSettings page={page} shopUriName={props.shopUriName} />
        </WordsProvider>
      )}
    </ShopPageResult>
  );
}

/** A marker no message contains: where the link goes in the sentence that names it. */
const LINK = "\u0000";

function ShopSettings({ page, shopUriName }: { page: ShopSettingsPage; shopUriName: string }) {
  const say = useWords();
  // The sentence places the link where its language puts it.
  const [beforeLink, afterLink] = say(M.introLocalizations, { link: LINK }).split(LINK);
  return (
    <main className="page settings-page" lang={usePageCulture()}>
      <div className="page-heading">
        <h1>{say(M.title)}</h1>
      </div>
      <p className="page-intro">
        {say(page.canEdit ? M.introOwner : M.introReader)} {beforeLink}
        <Link to="/$shopUriName/localizations" params={{ shopUriName }}>{say(M.localizationsLink)}</Link>
        {afterLink}
      </p>
      <LogoField shopId={page.shopId} logoUrl={page.logoUrl} canEdit={page.canEdit} />
      <SettingsForm shopUriName={shopUriName} page={page} />
      <SettingsTrail trail={page.trail} />
    </main>
  );
}

function SettingsTrail(props: { trail: SettingsTrailEntry[] }) {
  const say = useWords();
  return (
    <section aria-labelledby="settings-trail">
      <h2 id="settings-trail">{say(M.trail)}</h2>
      {props.trail.length === 0
        ? <p className="empty">{say(M.noChanges)}</p>
        : (
          <TableScroll label={say(M.trailLabel)}>
            <table className="data-table">
              <thead>
                <tr>
                  <th scope="col">{say(M.when)}</th>
                  <th scope="col">{say(M.what)}</th>
                  <th scope="col">{say(M.who)}</th>
                </tr>
              </thead>
              <tbody>
                {props.trail.map((entry) => (
                  <tr key={entry.id}>
                    <td className="nowrap" data-label={say(M.when)}>{entry.at}</td>
                    <td data-label={say(M.what)}>{entry.summary}</td>
                    <td data-label={say(M.who)}>{entry.userName}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
    </section>
  );
}
