import { createFileRoute, useRouter } from "@tanstack/react-router";
import { Checklist } from "../-checklist/checklist_view.tsx";
import { useScreenTiming } from "@modules/inspections/ui.ts";
import { getChecklistPage, NO_SUCH_INSPECTION, sameShopPath } from "../../../../../modules/inspections/ui.ts";
import { postJson } from "../../../../ui/calls.ts";
import { pageOrLeave } from "../../../../platform/page_outcome.ts";
import { NotFoundPanel } from "../../../../ui/not_found_panel.tsx";
import { pageTitle } from "../../../../ui/page_title.ts";
import { ShopRefusedPanel } from "../../../../ui/refused_panel.tsx";
import { InspectionHeading } from "@modules/inspections/ui.ts";

// The checklist a mechanic works through in the bay (docs/inspections/checklist.md). Query: lang (the
// checklist's language; the shop's words are shown as written), categoryId (scroll to that category),
// returnUrl (a path of this shop to go back to).
interface ChecklistSearch {
  lang?: string;
  categoryId?: number;
  returnUrl?: string;
}

export const Route = createFileRoute("/$shopUriName/inspections/$encInspectionId/checklist")({
  validateSearch: (search: Record<string, unknown>): ChecklistSearch => ({
    lang: typeof search.lang === "string" ? search.lang.slice(0, 20) : undefined,
    categoryId: /^[1-9]\d{0,9}$/.test(String(search.categoryId ?? ""))
      ? Number(search.categoryId)
      : undefined,
    returnUrl: typeof search.returnUrl === "string" ? search.returnUrl : undefined,
  }),
  loader: async ({ params, location }) =>
    pageOrLeave(
      await getChecklistPage({
        data: { shopUriName: params.shopUriName, encInspectionId: params.encInspectionId },
      }),
      location.href,
    ),
  head: ({ loaderData, matches }) => ({
    meta: [{
      title: pageTitle(
        loaderData?.outcome === "ok"
          ? `Checklist: ${loaderData.page.summary.vehicleName || loaderData.page.summary.typeName}`
          : "Checklist",
        matches,
      ),
    }],
  }),
  component: ChecklistPage,
  notFoundComponent: () => <NotFoundPanel message={NO_SUCH_INSPECTION} />,
});

function ChecklistPage() {
  const result = Route.useLoaderData();
  const { shopUriName, encInspectionId } = Route.useParams();
  const search = Route.useSearch();
  const router = useRouter();
  // Only a mechanic's time at a checklist they can change is checklist work.
  useScreenTiming(encInspectionId, "checklist", result.outcome === "ok" && result.page.mode === "normal");
  if (result.outcome === "refused") {
    return <ShopRefusedPanel message={result.message} shopUriName={shopUriName} />;
  }
  const page = result.page;
  const back = sameShopPath(shopUriName, search.returnUrl);
  const markDone = async () => {
    await postJson(`/ajax/inspections/${encInspectionId}/status`, { action: "checklistDone" });
    await router.invalidate();
  };
  return (
    <main className="page checklist-page">
      <InspectionHeading shopUriName={shopUriName} summary={page.summary} current="checklist" />
      {back && (
        <p>
          <a href={back}>Back</a>
        </p>
      )}
      <Checklist
        key={encInspectionId}
        data={page}
        encInspectionId={encInspectionId}
        carryForward={page.carryForward}
        lastTimeLabel={page.carryForward?.label}
        initialCategoryId={search.categoryId ?? null}
        onChecklistDone={page.summary.actions.includes("checklistDone") ? markDone : undefined}
      />
    </main>
  );
}
