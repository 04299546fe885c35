// A template inspection type's outline: its categories and tasks, how each is checked, and the findings
// with what the customer reads.
import { Link } from "@tanstack/react-router";
import type { ShownOutcome } from "@platform/page_outcome.ts";
import { ShopPageResult } from "@ui/shop_page_result.tsx";
import type { SeedPreviewPage } from "./seed_pages.server.ts";
import { CUSTOMER_MODE_LABELS, SUBJECT_TYPE_LABELS } from "../types.ts";
import { AddTypeButton } from "./add_type_button.tsx";
import { TaskOutline } from "./task_outline.tsx";

export function TemplateTypePreviewPage(
  props: { result: ShownOutcome<SeedPreviewPage>; shopUriName: string },
) {
  const { result, shopUriName } = props;
  return (
    <ShopPageResult result={result} shopUriName={shopUriName}>
      {({ template, type, categories, match }) => {
        const typeId = String(type.id);
        return (
          <main className="page seed-page">
            <p className="breadcrumbs">
              <Link to="/$shopUriName/seed" params={{ shopUriName }}>Templates</Link> ›{" "}
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
                  Compare with my shop
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
              <li>{SUBJECT_TYPE_LABELS[type.subjectType]}</li>
              <li>{CUSTOMER_MODE_LABELS[type.customerMode]}</li>
              <li>{type.taskCount} tasks</li>
              {type.isDefault && <li>The template's default type</li>}
              <li>
                {match
                  ? (
                    <>
                      In my shop as{" "}
                      <Link
                        to="/$shopUriName/seed/types/$typeId/comparison/$rightShopTypeId"
                        params={{ shopUriName, typeId, rightShopTypeId: String(match.id) }}
                      >
                        {match.name}
                      </Link>
                    </>
                  )
                  : "Not in my shop yet"}
              </li>
            </ul>
            <TaskOutline categories={categories} findingsOpen />
          </main>
        );
      }}
    </ShopPageResult>
  );
}
