// /{shop}/localizations/{cultureName}: every string of a culture, by where it shows: its key, its default
// and the shop's wording. An owner saves one string at a time; the server checks the ICU message and a
// refusal shows its reason under the string, with nothing written. Reset goes back to the default. The
// catalogue's words (task names, findings, explanations, recommendations) are translated below.
import { useMemo, useState } from "react";
import type { ShownOutcome } from "@platform/page_outcome.ts";
import { ShopPageResult } from "@ui/shop_page_result.tsx";
import type { CultureLocalizationPage as Page } from "./localizations_pages.server.ts";
import { MessageEditor, TranslationEditor } from "./localization_rows.tsx";

const KIND_LABELS = {
  category: "Category",
  task: "Task",
  finding: "Finding",
  explanation: "Explanation",
  recommendation: "Recommendation",
} as const;

export function CultureLocalizationPage(props: { result: ShownOutcome<Page>; shopUriName: string }) {
  const { shopUriName } = props;
  return (
    <ShopPageResult result={props.result} shopUriName={shopUriName}>
      {(page) => <CultureStrings page={page} shopUriName={shopUriName} />}
    </ShopPageResult>
  );
}

function CultureStrings({ page, shopUriName }: { page: Page; shopUriName: string }) {
  const [filter, setFilter] = useState("");
  const areas = useMemo(() => {
    const wanted = filter.trim().toLowerCase();
    const grouped = new Map<string, Page["messages"]>();
    for (const row of page.messages) {
      const haystack = `${row.key} ${row.defaultMessage} ${row.override ?? ""}`.toLowerCase();
      if (wanted && !haystack.includes(wanted)) continue;
      grouped.set(row.area, [...(grouped.get(row.area) ?? []), row]);
    }
    return [...grouped];
  }, [page.messages, filter]);
  const base = `/ajax/localizations/${encodeURIComponent(page.culture)}`;
  const shop = `shop=${encodeURIComponent(shopUriName)}`;
  return (
    <main className="page localizations" lang={page.culture}>
      <div className="page-heading">
        <h1>
          {page.name} <span className="hint">{`(${page.culture})`}</span>
        </h1>
        <div className="page-heading-actions">
          <a className="button" href={`/${shopUriName}/localizations`}>All cultures</a>
        </div>
      </div>
      <p className="hint" lang="en">
        Messages are ICU messages: keep the {"{placeholders}"} of the default; plurals are written{" "}
        <code>{"{n, plural, one {# photo} other {# photos}}"}</code>. Changes show on the next page or report.
        {!page.canManage && " Only a shop owner can change them."}
      </p>
      <div className="field localization-filter" lang="en">
        <label htmlFor="localization-filter">Find a string</label>
        <input
          id="localization-filter"
          type="search"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
        />
      </div>
      {areas.map(([area, rows], index) => (
        <section key={area} className="localization-area" aria-labelledby={`area-${index}`}>
          <h2 id={`area-${index}`} lang="en">{area}</h2>
          {rows.map((row) => (
            <MessageEditor
              key={row.key}
              row={row}
              canManage={page.canManage}
              saveUrl={`${base}/messages?${shop}`}
              resetUrl={`${base}/messages/reset?${shop}`}
            />
          ))}
        </section>
      ))}
      <section className="localization-area" aria-labelledby="area-catalogue">
        <h2 id="area-catalogue" lang="en">Catalogue words</h2>
        <p lang="en">
          The customer report shows the translation of each of the shop's texts; one left empty shows the
          shop's text as written.
        </p>
        {page.catalogue.length === 0 && <p className="empty" lang="en">The catalogue has no active tasks.</p>}
        {page.catalogue.map((row) => (
          <TranslationEditor
            key={row.text}
            row={row}
            label={KIND_LABELS[row.kind]}
            canManage={page.canManage}
            saveUrl={`${base}/catalogue?${shop}`}
          />
        ))}
      </section>
    </main>
  );
}
