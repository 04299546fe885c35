// The add form, prefilled from the address (a work-order system's link: docs/inspections/list_and_add.md
// lists the names); a form the server refused comes back with its input and the reason. Its words are the
// shop's (inspectionAdd.*, the fields named as on the details page), in the shop's staff language.
import { Link } from "@tanstack/react-router";
import { useFormResult } from "@ui/forms.tsx";
import type { ShownOutcome } from "@platform/page_outcome.ts";
import { ShopPageResult } from "@ui/shop_page_result.tsx";
import { readAddValues } from "./add_fields.ts";
import type { AddInspectionPage } from "./add_pages.server.ts";
import { AddInspectionForm } from "./add_inspection_form.tsx";
import { INSPECTION_ADD_MESSAGES as M, useWords, WordsProvider } from "@modules/text/ui.ts";

export function NewInspectionPage(
  props: { result: ShownOutcome<AddInspectionPage>; shopUriName: string },
) {
  return (
    <ShopPageResult result={props.result} shopUriName={props.shopUriName}>
      {(page) => (
        <WordsProvider words={page.words}>
          <NewInspection {...props} page={page} />
        </WordsProvider>
      )}
    </ShopPageResult>
  );
}

function NewInspection({ shopUriName, page }: { shopUriName: string; page: AddInspectionPage }) {
  const form = useFormResult();
  const say = useWords();
  return (
    <main className="page add-inspection" lang={page.words.culture}>
      <div className="page-heading">
        <h1>{say(M.title)}</h1>
        <Link to="/$shopUriName/inspections" params={{ shopUriName }} activeOptions={{ exact: true }}>
          {say(M.backToList)}
        </Link>
      </div>
      {page.notes.map((note) => <p key={note} className="form-notice" role="status">{note}</p>)}
      <AddInspectionForm
        page={page}
        action={`/${shopUriName}/inspections/add`}
        shopUriName={shopUriName}
        refusal={form?.error ?? null}
        values={form?.values ? readAddValues(form.values) : page.values}
      />
    </main>
  );
}
