// /{shop}/localizations/new: pick the culture to reword: a shipped one, or any other by its name (a language
// and a region, such as es-US); the culture's page opens with every string at its default.
import { useState } from "react";
import type { ShownOutcome } from "@platform/page_outcome.ts";
import { ShopPageResult } from "@ui/shop_page_result.tsx";
import type { NewLocalizationPage as Page } from "./localizations_pages.server.ts";

const CULTURE_SHAPE = /^[A-Za-z]{2,3}([-_][A-Za-z]{2}|[-_][0-9]{3})?$/;

export function NewLocalizationPage(props: { result: ShownOutcome<Page>; shopUriName: string }) {
  const { shopUriName } = props;
  const [asked, setAsked] = useState("");
  const [problem, setProblem] = useState("");
  return (
    <ShopPageResult result={props.result} shopUriName={shopUriName}>
      {(page) => (
        <main className="page localizations">
          <div className="page-heading">
            <h1>Add a culture</h1>
          </div>
          <p className="hint">
            Choose the culture to reword. The shipped ones have the app's words already translated.
          </p>
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
              const culture = asked.trim();
              if (!CULTURE_SHAPE.test(culture)) {
                setProblem("Write a culture as a language and a region, such as es-US or fr-FR.");
                return;
              }
              globalThis.location.assign(`/${shopUriName}/localizations/${culture.replace("_", "-")}`);
            }}
          >
            <label htmlFor="culture-name">Another culture</label>
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
              <button type="submit" className="button">Open</button>
            </div>
            {problem && <p id="culture-problem" className="form-error" role="alert">{problem}</p>}
          </form>
          <p>
            <a href={`/${shopUriName}/localizations`}>Back to localizations</a>
          </p>
        </main>
      )}
    </ShopPageResult>
  );
}
