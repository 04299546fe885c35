// A template inspection type's outline: its categories and tasks, how each is checked, and the findings
// with what the customer reads.
import { Link } from "@tanstack/react-router";
import type { ShownOutcome } from "@platform/page_outcome.ts";
import { ShopPageResult } from "@ui/shop_page_result.tsx";
import type { SeedPreviewPage } from "./seed_pages.server.ts";
import { CUSTOMER_MODE_WORDS, SUBJECT_TYPE_WORDS } from "../option_words.ts";
import { SEED_PAGES_MESSAGES as S, useWords, WordsProvider } from "@modules/text/ui.ts";
import { AddTypeButton } from "./add_type_button.tsx";
import { TaskOutline } from "../task_outline.tsx";

export function TemplateTypePreviewPage(
  props: { result: ShownOutcome<SeedPreviewPage>; shopUriName: string },
) {
  const { result, shopUriName } = props;
  return (
    <ShopPageResult result={result} shopUriName={shopUriName}>
      {(page) => (
        <WordsProvider words={page.words}>
          <TemplateTypePreview page={page} shopUriName={shopUriName} />
        </WordsProvider>
      )}
    </ShopPageResult>
  );
}

function TemplateTypePreview({ page, shopUriName }: { page: SeedPreviewPage; shopUriName: string }) {
  const { template, type, categories, match } = page;
  const say = useWords();
  const typeId = String(type.id);
  return (
    <main className="page seed-page" lang={page.words.culture}>
      <p className="breadcrumbs">
        <Link to="/$shopUriName/seed" params={{ shopUriName }}>{say(S.title)}</Link> ›{" "}
        <Link
          to="/$shopUriName/seed/tasks"
          params={{ shopUriName }}
          search={{ shopId: template.shopId }}
        >
          {template.name}
        </Link>
      </p>
      <div className="page-heading">
        <h1>{type.name}</h1>
        <div className="row-actions">
          <Link
            className="button"
            to="/$shopUriName/seed/types/$typeId/comparison"
            params={{ shopUriName, typeId }}
          >
            {say(S.compareWithMyShop)}
          </Link>
          <AddTypeButton
            typeId={type.id}
            typeName={type.name}
            shopUriName={shopUriName}
            inShopAs={match?.name ?? null}
            primary={!match}
          />
        </div>
      </div>
      {type.description && <p className="page-intro">{type.description}</p>}
      <ul className="type-facts">
        <li>{say(SUBJECT_TYPE_WORDS[type.subjectType])}</li>
        <li>{say(CUSTOMER_MODE_WORDS[type.customerMode])}</li>
        <li>{say(S.taskCount, { count: type.taskCount })}</li>
        {type.isDefault && <li>{say(S.templateDefault)}</li>}
        <li>
          {match
            ? (
              <>
                {say(S.inMyShopAs)}{" "}
                <Link
                  to="/$shopUriName/seed/types/$typeId/comparison/$rightShopTypeId"
                  params={{ shopUriName, typeId, rightShopTypeId: String(match.id) }}
                >
                  {match.name}
                </Link>
              </>
            )
            : say(S.notInMyShopYet)}
        </li>
      </ul>
      <TaskOutline categories={categories} findingsOpen />
    </main>
  );
}
