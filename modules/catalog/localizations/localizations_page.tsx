// /{shop}/localizations: the cultures the shop has reworded or translated its catalogue into, with how many
// strings each changes, and the way to start another (decision 028).
import type { ShownOutcome } from "@platform/page_outcome.ts";
import { ShopPageResult } from "@ui/shop_page_result.tsx";
import { TableScroll } from "@ui/table_scroll.tsx";
import type { LocalizationsPage as Page } from "./localizations_pages.server.ts";
import { usePageCulture, useWords, WordsProvider } from "../../text/ui.ts";
import { LOCALIZATION_PAGES_MESSAGES as M } from "../../text/ui.ts";

export function LocalizationsPage(props: { result: ShownOutcome<Page>; shopUriName: string }) {
  return (
    <ShopPageResult result={props.result} shopUriName={props.shopUriName}>
      {(page) => (
        <WordsProvider words={page.words}>
          <Cultures page={page} shopUriName={props.shopUriName} />
        </WordsProvider>
      )}
    </ShopPageResult>
  );
}

function Cultures({ page, shopUriName }: { page: Page; shopUriName: string }) {
  const say = useWords();
  return (
    <main className="page localizations" lang={usePageCulture()}>
      <div className="page-heading">
        <h1>{say(M.title)}</h1>
        {page.canManage && (
          <div className="page-heading-actions">
            <a className="button" href={`/${shopUriName}/localizations/new`}>{say(M.addCulture)}</a>
          </div>
        )}
      </div>
      <p className="hint">{say(M.intro)}</p>
      {page.cultures.length === 0
        ? <p className="empty">{say(M.noneChanged)}</p>
        : (
          <TableScroll label={say(M.cultures)}>
            <table className="data-table">
              <caption className="visually-hidden">{say(M.culturesChanged)}</caption>
              <thead>
                <tr>
                  <th scope="col">{say(M.culture)}</th>
                  <th scope="col">{say(M.messagesChanged)}</th>
                  <th scope="col">{say(M.wordsTranslated)}</th>
                </tr>
              </thead>
              <tbody>
                {page.cultures.map((culture) => (
                  <tr key={culture.culture}>
                    <th scope="row">
                      <a href={`/${shopUriName}/localizations/${culture.culture}`}>
                        {culture.name} <span className="hint">{`(${culture.culture})`}</span>
                      </a>
                    </th>
                    <td className="number" data-label={say(M.messagesChanged)}>{culture.messages}</td>
                    <td className="number" data-label={say(M.wordsTranslated)}>{culture.translations}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
    </main>
  );
}
