// /{shop}/localizations/{cultureName}: every string of a culture, by where it shows: its key, its default
// and the shop's wording. An owner saves one string at a time; the server checks the ICU message and a
// refusal shows its reason under the string, with nothing written. Reset goes back to the default. The
// catalogue's words (task names, findings, explanations, recommendations) are translated below. The page is
// in the culture it edits; its own words are in the staff's (each marked with its lang).
import { useMemo, useState } from "react";
import type { ShownOutcome } from "@platform/page_outcome.ts";
import { ShopPageResult } from "@ui/shop_page_result.tsx";
import type { CultureLocalizationPage as Page } from "./localizations_pages.server.ts";
import { MessageEditor, TranslationEditor } from "./localization_rows.tsx";
import { usePageCulture, useWords, WordsProvider } from "../../text/ui.ts";
import { LOCALIZATION_PAGES_MESSAGES as M } from "../../text/ui.ts";

const KIND_LABELS = {
  category: M.kindCategory,
  task: M.kindTask,
  finding: M.kindFinding,
  explanation: M.kindExplanation,
  recommendation: M.kindRecommendation,
} as const;

/** The ICU hint's example, shown as code where the sentence puts it. */
const EXAMPLE = "\u0000";

export function CultureLocalizationPage(props: { result: ShownOutcome<Page>; shopUriName: string }) {
  const { shopUriName } = props;
  return (
    <ShopPageResult result={props.result} shopUriName={shopUriName}>
      {(page) => (
        <WordsProvider words={page.words}>
          <CultureStrings page={page} shopUriName={shopUriName} />
        </WordsProvider>
      )}
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
  const catalogue = useMemo(() => {
    const wanted = filter.trim().toLowerCase();
    return wanted
      ? page.catalogue.filter((row) => `${row.text} ${row.translation ?? ""}`.toLowerCase().includes(wanted))
      : page.catalogue;
  }, [page.catalogue, filter]);
  const translated = catalogue.filter((row) => row.translation !== null).length;
  const base = `/ajax/localizations/${encodeURIComponent(page.culture)}`;
  const shop = `shop=${encodeURIComponent(shopUriName)}`;
  const say = useWords();
  const staff = usePageCulture();
  const [beforeExample, afterExample] = say(M.icuHint, { placeholders: "{placeholders}", example: EXAMPLE })
    .split(EXAMPLE);
  return (
    <main className="page localizations" lang={page.culture}>
      <div className="page-heading">
        <h1>
          {page.name} <span className="hint">{`(${page.culture})`}</span>
        </h1>
        <div className="page-heading-actions" lang={staff}>
          <a className="button" href={`/${shopUriName}/localizations`}>{say(M.allCultures)}</a>
        </div>
      </div>
      <p className="hint" lang={staff}>
        {beforeExample}
        <code>{"{n, plural, one {# photo} other {# photos}}"}</code>
        {afterExample}
        {!page.canManage && ` ${say(M.ownersOnly)}`}
      </p>
      <div className="field localization-filter" lang={staff}>
        <label htmlFor="localization-filter">{say(M.findString)}</label>
        <input
          id="localization-filter"
          type="search"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
        />
      </div>
      {
        /* Each area folded, with how many strings it holds and how many the shop changed: a culture has over
          a thousand strings. An area opens when the search finds strings in it, or when the shop changed one. */
      }
      {areas.map(([area, rows]) => {
        const changed = rows.filter((row) => row.override !== null).length;
        return (
          <details
            key={area}
            className="localization-area"
            open={filter.trim() !== "" || changed > 0}
          >
            <summary>
              <h2 lang="en">{area}</h2>
              <span className="hint" lang={staff}>{say(M.areaCount, { count: rows.length, changed })}</span>
            </summary>
            {rows.map((row) => (
              <MessageEditor
                key={row.key}
                row={row}
                canManage={page.canManage}
                saveUrl={`${base}/messages?${shop}`}
                resetUrl={`${base}/messages/reset?${shop}`}
              />
            ))}
          </details>
        );
      })}
      {
        /* The catalogue's words, folded like the areas (a shop's catalogue is hundreds of texts, so it opens
          only for a search, which finds them too). */
      }
      <details
        className="localization-area"
        open={catalogue.length > 0 && filter.trim() !== ""}
      >
        <summary>
          <h2 lang={staff}>{say(M.catalogueWords)}</h2>
          <span className="hint" lang={staff}>
            {say(M.areaCount, { count: catalogue.length, changed: translated })}
          </span>
        </summary>
        <p lang={staff}>{say(M.catalogueHint)}</p>
        {page.catalogue.length === 0 && <p className="empty" lang={staff}>{say(M.noActiveTasks)}</p>}
        {catalogue.map((row) => (
          <TranslationEditor
            key={row.text}
            row={row}
            label={say(KIND_LABELS[row.kind])}
            canManage={page.canManage}
            saveUrl={`${base}/catalogue?${shop}`}
          />
        ))}
      </details>
    </main>
  );
}
