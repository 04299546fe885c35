// The outline of a type's checklist, read-only: its categories in the shop's order, each task with its
// configuration. Query: showInactiveTasks (1 also shows inactive tasks, marked).
import { Link, useNavigate } from "@tanstack/react-router";
import type { ShownOutcome } from "@platform/page_outcome.ts";
import { ShopPageResult } from "@ui/shop_page_result.tsx";
import type { TypePreview } from "./inspection_types_pages.server.ts";
import { CUSTOMER_MODE_WORDS, SUBJECT_TYPE_WORDS } from "../option_words.ts";
import { BackToTypes } from "./type_form.tsx";
import { useWords, WordsProvider } from "@modules/text/ui.ts";
import { CATALOGUE_PAGES_MESSAGES as M } from "@modules/text/ui.ts";
import { FlagFilters } from "./flag_filters.tsx";
import { TaskOutline } from "../task_outline.tsx";
import { useShopPermissions } from "./use_shop_permissions.ts";
import type { TypePreviewSearch } from "./type_preview_search.ts";

type Props = { shopUriName: string; typeId: string; search: TypePreviewSearch };

export function TypePreviewPage(props: Props & { result: ShownOutcome<TypePreview> }) {
  return (
    <ShopPageResult
      result={props.result}
      shopUriName={props.shopUriName}
      back={<BackToTypes shopUriName={props.shopUriName} />}
    >
      {(page) => (
        <WordsProvider words={page.words}>
          <TypeOutline {...props} page={page} />
        </WordsProvider>
      )}
    </ShopPageResult>
  );
}

function TypeOutline(props: Props & { page: TypePreview }) {
  const { shopUriName, typeId, search } = props;
  const { type, categories } = props.page;
  const navigate = useNavigate({ from: "/$shopUriName/inspection-types/$typeId/preview" });
  const { canManage } = useShopPermissions();
  const say = useWords();
  const taskCount = categories.reduce((sum, category) => sum + category.tasks.length, 0);
  return (
    <main className="page type-preview" lang={props.page.words.culture}>
      <div className="page-heading">
        <h1>
          {type.name}
          {!type.isActive && <span className="badge">{say(M.inactive)}</span>}
        </h1>
        <div className="page-actions">
          <Link
            className="button"
            to="/$shopUriName/inspection-types/$typeId/edit"
            params={{ shopUriName, typeId }}
          >
            {canManage ? say(M.edit) : say(M.details)}
          </Link>
          <Link
            className="button"
            to="/$shopUriName/inspection-types/$typeId/checklist-preview"
            params={{ shopUriName, typeId }}
          >
            {say(M.checklistPreview)}
          </Link>
          {/* A page of its own outside the app (the customer's report), so a plain link. */}
          <a className="button" href={`/${shopUriName}/inspection-types/${typeId}/report-preview`}>
            {say(M.reportPreview)}
          </a>
        </div>
      </div>
      <p className="hint">
        {say(SUBJECT_TYPE_WORDS[type.subjectType])} · {say(CUSTOMER_MODE_WORDS[type.customerMode])} ·{" "}
        {say(M.typeTasksIn, { tasks: taskCount, categories: categories.length })}
      </p>
      {type.description && <p>{type.description}</p>}
      <FlagFilters
        flags={[{ name: "showInactiveTasks", label: say(M.showInactiveTasks) }]}
        values={search}
        onChange={(next) => navigate({ search: next, replace: true })}
      />
      {categories.length === 0 && <p className="empty">{say(M.typeHasNoTasks)}</p>}
      {categories.length > 0 && <TaskOutline categories={categories} findingsOpen={false} />}
      <p>
        <BackToTypes shopUriName={shopUriName} />
      </p>
    </main>
  );
}
