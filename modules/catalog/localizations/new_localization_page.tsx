// /{shop}/localizations/new: pick the culture to reword: a shipped one, or any other by its name (a language
// and a region that exist, such as es-US); the culture's page opens with every string at its default.
import { useState } from "react";
import type { ShownOutcome } from "@platform/page_outcome.ts";
import { ShopPageResult } from "@ui/shop_page_result.tsx";
import type { NewLocalizationPage as Page } from "./localizations_pages.server.ts";
import { cultureOf, usePageCulture, useWords, WordsProvider } from "../../text/ui.ts";
import { LOCALIZATION_PAGES_MESSAGES as M } from "../../text/ui.ts";

export function NewLocalizationPage(props: { result: ShownOutcome<Page>; shopUriName: string }) {
  return (
    <ShopPageResult result={props.result} shopUriName={props.shopUriName}>
      {(page) => (
        <WordsProvider words={page.words}>
          <CulturePicker page={page} shopUriName={props.shopUriName} />
        </WordsProvider>
      )}
    </ShopPageResult>
  );
}

function CulturePicker({ page, shopUriName }: { page: Page; shopUriName: string }) {
  const [asked, setAsked] = useState("");
  const [problem, setProblem] = useState("");
  const say = useWords();
  return (
    <main className="page localizations" lang={usePageCulture()}>
      <div className="page-heading">
        <h1>{say(M.addCulture)}</h1>
      </div>
      <p className="hint">{say(M.chooseCulture)}</p>
      <ul className="culture-choices">
        {page.shipped.map((shipped) => (
          <li key={shipped.culture}>
            <a className="button" href={`/${shopUriName}/localizations/${shipped.culture}`}>
              {shipped.name} <span className="hint">{`(${shipped.culture})`}</span>
            </a>
          </li>
        ))}
      </ul>
      <form
        className="form culture-other field"
        action={`/${shopUriName}/localizations/new`}
        onSubmit={(event) => {
          event.preventDefault();
          // The server's own rule: a well-formed tag that names no language or country (xx-YY) is refused
          // here rather than opening a culture that is not one.
          const culture = cultureOf(asked);
          if (!culture) {
            setProblem(say(M.cultureShape));
            return;
          }
          globalThis.location.assign(`/${shopUriName}/localizations/${culture}`);
        }}
      >
        <label htmlFor="culture-name">{say(M.anotherCulture)}</label>
        <div className="inline-fields">
          <input
            id="culture-name"
            name="culture"
            value={asked}
            placeholder="es-US"
            maxLength={10}
            onChange={(event) => {
              setAsked(event.target.value);
              setProblem("");
            }}
            aria-describedby={problem ? "culture-problem" : undefined}
          />
          <button type="submit" className="button">{say(M.open)}</button>
        </div>
        {problem && <p id="culture-problem" className="form-error" role="alert">{problem}</p>}
      </form>
      <p>
        <a href={`/${shopUriName}/localizations`}>{say(M.backToLocalizations)}</a>
      </p>
    </main>
  );
}
