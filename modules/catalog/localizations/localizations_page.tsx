// /{shop}/localizations: the cultures the shop has reworded or translated its catalogue into, with how many
// strings each changes, and the way to start another (decision 028).
import type { ShownOutcome } from "@platform/page_outcome.ts";
import { ShopPageResult } from "@ui/shop_page_result.tsx";
import { TableScroll } from "@ui/table_scroll.tsx";
import type { LocalizationsPage as Page } from "./localizations_pages.server.ts";

export function LocalizationsPage(props: { result: ShownOutcome<Page>; shopUriName: string }) {
  const { shopUriName } = props;
  return (
    <ShopPageResult result={props.result} shopUriName={shopUriName}>
      {(page) => (
        <main className="page localizations">
          <div className="page-heading">
            <h1>Localizations</h1>
            {page.canManage && (
              <div className="page-heading-actions">
                <a className="button" href={`/${shopUriName}/localizations/new`}>Add a culture</a>
              </div>
            )}
          </div>
          <p className="hint">
            Reword any message staff and customers see, per culture, and translate the catalogue's task names,
            findings, explanations and recommendations so a customer's report is in their language throughout.
          </p>
          {page.cultures.length === 0
            ? (
              <p className="empty">
                No culture is changed yet: every page, message and report uses the shipped words.
              </p>
            )
            : (
              <TableScroll label="Cultures">
                <table className="data-table">
                  <caption className="visually-hidden">Cultures with changes</caption>
                  <thead>
                    <tr>
                      <th scope="col">Culture</th>
                      <th scope="col">Messages changed</th>
                      <th scope="col">Catalogue words translated</th>
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
                        <td className="number" data-label="Messages changed">{culture.messages}</td>
                        <td className="number" data-label="Catalogue words translated">
                          {culture.translations}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableScroll>
            )}
        </main>
      )}
    </ShopPageResult>
  );
}
