// The checklist a mechanic works through in the bay (docs/inspections/checklist.md): the catalogue's
// checklist renderer with this inspection's saving rows, its Photos slots, last visit's recommendations
// to bring forward and "Checklist done".
import { useRouter } from "@tanstack/react-router";
import { type ReactNode, useCallback, useEffect, useState } from "react";
import { Checklist, type PhotosSlotProps } from "@modules/catalog/ui.ts";
import type { ShownOutcome } from "@platform/page_outcome.ts";
import { postJson } from "@ui/calls.ts";
import { ShopPageResult } from "@ui/shop_page_result.tsx";
import type { ChecklistPage } from "./checklist_page.server.ts";
import { sameShopPath } from "../return_url.ts";
import { InspectionHeading } from "../shared/inspection_heading.tsx";
import { useScreenTiming } from "../shared/use_screen_timing.ts";
import { BringForward } from "./bring_forward.tsx";
import { ChecklistDone, NextCar } from "./checklist_done.tsx";
import { ChecklistStore } from "./checklist_store.ts";
import { ItemPhotos } from "./item_photos.tsx";
import type { ChecklistSearch } from "./checklist_search.ts";
import { CHECKLIST_MESSAGES as M, sayIn, WordsProvider } from "@modules/text/ui.ts";
import { MediaKitWords } from "@modules/shops/ui.ts";

export function InspectionChecklistPage(
  props: {
    result: ShownOutcome<ChecklistPage>;
    shopUriName: string;
    encInspectionId: string;
    search: ChecklistSearch;
  },
) {
  const { result, shopUriName, encInspectionId } = props;
  // Only a mechanic's time at a checklist they can change is checklist work.
  useScreenTiming(encInspectionId, "checklist", result.outcome === "ok" && result.page.mode === "normal");
  const back = sameShopPath(shopUriName, props.search.returnUrl);
  return (
    <ShopPageResult result={result} shopUriName={shopUriName}>
      {(page) => (
        <WordsProvider words={page.words}>
          {/* A row's photos open the media kit's camera and viewer, which say the page's words. */}
          <MediaKitWords>
            <main className="page checklist-page" lang={page.words.culture}>
              <InspectionChecklist
                key={encInspectionId}
                page={page}
                shopUriName={shopUriName}
                encInspectionId={encInspectionId}
                initialCategoryId={props.search.categoryId ?? null}
                backLink={back && (
                  <p>
                    <a href={back}>{sayIn(page.words)(M.back)}</a>
                  </p>
                )}
              />
            </main>
          </MediaKitWords>
        </WordsProvider>
      )}
    </ShopPageResult>
  );
}

function InspectionChecklist(
  props: {
    page: ChecklistPage;
    shopUriName: string;
    encInspectionId: string;
    initialCategoryId: number | null;
    backLink: ReactNode;
  },
) {
  const { page, encInspectionId } = props;
  const router = useRouter();
  const [store] = useState(() =>
    new ChecklistStore(page.mode === "normal" ? encInspectionId : null, page.items, page.categories)
  );
  useEffect(() => store.start(), [store]);
  // The first result or value recorded moves a new inspection to "In progress" (save_items.ts, an offline
  // replay too): the heading says so at the tap, not at the next page load, and keeps saying it.
  const [started, setStarted] = useState(false);
  useEffect(() => {
    if (page.summary.status !== "created") return;
    const follow = () => {
      if (store.banner().waiting > 0 || store.progress().done > 0) setStarted(true);
    };
    follow();
    return store.subscribe(follow);
  }, [store, page.summary.status]);
  const summary = page.summary.status === "created" && started
    ? { ...page.summary, status: "inProgress" as const }
    : page.summary;
  // The inspection's photos open also when read-only; the slot reads the row's pictures as it renders.
  const photos = useCallback(
    (slot: PhotosSlotProps) => (
      <ItemPhotos
        {...slot}
        store={store}
        encInspectionId={encInspectionId}
        itemAssets={store.row(slot.taskId)?.item.itemAssets ?? []}
      />
    ),
    [store, encInspectionId],
  );
  const markDone = async () => {
    await postJson(`/ajax/inspections/${encInspectionId}/status`, { action: "checklistDone" });
    await router.invalidate();
  };
  const carryForward = page.carryForward;
  const normal = page.mode === "normal";
  return (
    <>
      <InspectionHeading shopUriName={props.shopUriName} summary={summary} current="checklist" />
      {props.backLink}
      <Checklist
        data={page}
        rows={store}
        lastTime={carryForward?.lastTime}
        lastTimeLabel={carryForward?.label}
        initialCategoryId={props.initialCategoryId}
        photos={photos}
        beforeRows={normal && carryForward && carryForward.recommendations.length > 0 && (
          <BringForward
            store={store}
            recommendations={carryForward.recommendations}
            label={carryForward.label}
            data={page}
          />
        )}
        afterRows={normal && page.summary.actions.includes("checklistDone")
          ? <ChecklistDone store={store} onDone={markDone} />
          : page.nextCar && <NextCar nextCar={page.nextCar} />}
      />
    </>
  );
}
