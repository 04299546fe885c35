// /{shop}/localizations/{cultureName}: a culture's strings, by where they show: each string's key, its
// default and the shop's wording. An owner saves one string at a time; the server checks the ICU message and a
// refusal shows its reason under the string, with nothing written. Reset goes back to the default. The
// catalogue's words (task names, findings, explanations, recommendations) are translated below. The page is
// in the culture it edits; its own words are in the staff's (each marked with its lang).
//
// A culture has over 2,000 strings (1.4 MB of HTML when sent whole): the areas come folded with their counts,
// the ones the shop changed open with their first strings; an area's strings load when it is opened, and a
// search asks the server for its matches, 50 at a time (strings_slices.tsx).
import { useEffect, useState } from "react";
import type { ShownOutcome } from "@platform/page_outcome.ts";
import { ShopPageResult } from "@ui/shop_page_result.tsx";
import type { CultureLocalizationPage as Page } from "./localizations_pages.server.ts";
import { type AreaSummary, type MessageRow, stringsUrl, type TranslationRow } from "./culture_strings.ts";
import { MessageEditor, TranslationEditor } from "./localization_rows.tsx";
import { SlicesFooter, useStringsSlices } from "./strings_slices.tsx";
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

/** A search goes out once typing pauses this long. */
const SEARCH_PAUSE_MS = 250;

/** What every list of the page needs: the culture, the shop, and who may save. */
interface Place {
  culture: string;
  shopUriName: string;
  canManage: boolean;
}

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
  const [search, setSearch] = useState("");
  useEffect(() => {
    const timer = setTimeout(() => setSearch(filter.trim()), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [filter]);
  const say = useWords();
  const staff = usePageCulture();
  const place: Place = { culture: page.culture, shopUriName, canManage: page.canManage };
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
      {search === ""
        ? (
          <>
            {page.areas.map((area) => (
              <AreaStrings
                key={area.area}
                area={area}
                initial={page.opened[area.area] ?? null}
                place={place}
              />
            ))}
            <CatalogueWords
              count={page.catalogue.count}
              translated={page.catalogue.translated}
              place={place}
            />
          </>
        )
        : <SearchResults key={search} search={search} place={place} />}
    </main>
  );
}

/** One area, folded with its counts; open (at first when the shop changed one of its strings) it shows them. */
function AreaStrings(
  { area, initial, place }: { area: AreaSummary; initial: Page["opened"][string] | null; place: Place },
) {
  const [open, setOpen] = useState(area.changed > 0);
  const slices = useStringsSlices<MessageRow>(
    (offset) => stringsUrl(place.culture, place.shopUriName, "messages", { area: area.area, offset }),
    initial,
    open,
  );
  const say = useWords();
  const staff = usePageCulture();
  return (
    <details
      className="localization-area"
      open={open}
      onToggle={(event) => setOpen((event.currentTarget as HTMLDetailsElement).open)}
    >
      <summary>
        <h2 lang="en">{area.area}</h2>
        <span className="hint" lang={staff}>
          {say(M.areaCount, { count: area.count, changed: area.changed })}
        </span>
      </summary>
      {open && (
        <>
          <MessageRows rows={slices.loaded?.rows ?? []} place={place} />
          <SlicesFooter slices={slices} />
        </>
      )}
    </details>
  );
}

/** The catalogue's words, folded like the areas (a shop's catalogue is hundreds of texts). */
function CatalogueWords({ count, translated, place }: { count: number; translated: number; place: Place }) {
  const [open, setOpen] = useState(false);
  const slices = useStringsSlices<TranslationRow>(
    (offset) => stringsUrl(place.culture, place.shopUriName, "catalogue", { offset }),
    null,
    open,
  );
  const say = useWords();
  const staff = usePageCulture();
  return (
    <details
      className="localization-area"
      open={open}
      onToggle={(event) => setOpen((event.currentTarget as HTMLDetailsElement).open)}
    >
      <summary>
        <h2 lang={staff}>{say(M.catalogueWords)}</h2>
        <span className="hint" lang={staff}>{say(M.areaCount, { count, changed: translated })}</span>
      </summary>
      <p lang={staff}>{say(M.catalogueHint)}</p>
      {count === 0 && <p className="empty" lang={staff}>{say(M.noActiveTasks)}</p>}
      {open && (
        <>
          <TranslationRows rows={slices.loaded?.rows ?? []} place={place} />
          <SlicesFooter slices={slices} />
        </>
      )}
    </details>
  );
}

/** A search's matches: the messages by area, then the catalogue's words, each 50 at a time. */
function SearchResults({ search, place }: { search: string; place: Place }) {
  const messages = useStringsSlices<MessageRow>(
    (offset) => stringsUrl(place.culture, place.shopUriName, "messages", { search, offset }),
    null,
    true,
  );
  const words = useStringsSlices<TranslationRow>(
    (offset) => stringsUrl(place.culture, place.shopUriName, "catalogue", { search, offset }),
    null,
    true,
  );
  const say = useWords();
  const staff = usePageCulture();
  const byArea = new Map<string, MessageRow[]>();
  for (const row of messages.loaded?.rows ?? []) byArea.set(row.area, [...(byArea.get(row.area) ?? []), row]);
  return (
    <>
      {messages.loaded && (
        <p className="hint" role="status" lang={staff}>{say(M.matches, { count: messages.loaded.total })}</p>
      )}
      {[...byArea].map(([area, rows]) => (
        <section key={area} className="localization-area">
          <h2 lang="en">{area}</h2>
          <MessageRows rows={rows} place={place} />
        </section>
      ))}
      <SlicesFooter slices={messages} />
      {(words.loaded?.total ?? 0) > 0 && (
        <section className="localization-area">
          <h2 lang={staff}>{say(M.catalogueWords)}</h2>
          <p className="hint" lang={staff}>{say(M.matches, { count: words.loaded!.total })}</p>
          <TranslationRows rows={words.loaded!.rows} place={place} />
        </section>
      )}
      <SlicesFooter slices={words} />
    </>
  );
}

function MessageRows({ rows, place }: { rows: MessageRow[]; place: Place }) {
  const base = `/ajax/localizations/${encodeURIComponent(place.culture)}`;
  const shop = `shop=${encodeURIComponent(place.shopUriName)}`;
  return rows.map((row) => (
    <MessageEditor
      key={row.key}
      row={row}
      canManage={place.canManage}
      saveUrl={`${base}/messages?${shop}`}
      resetUrl={`${base}/messages/reset?${shop}`}
    />
  ));
}

function TranslationRows({ rows, place }: { rows: TranslationRow[]; place: Place }) {
  const say = useWords();
  const saveUrl = `/ajax/localizations/${encodeURIComponent(place.culture)}/catalogue?shop=${
    encodeURIComponent(place.shopUriName)
  }`;
  return rows.map((row) => (
    <TranslationEditor
      key={row.text}
      row={row}
      label={say(KIND_LABELS[row.kind])}
      canManage={place.canManage}
      saveUrl={saveUrl}
    />
  ));
}
