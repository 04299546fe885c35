import { createFileRoute } from "@tanstack/react-router";
import { PopupSamplePage } from "@ui/gallery/popup_sample_page.tsx";
import { pageTitle } from "@ui/page_title.ts";
import { POPUP_META_NAMES } from "@ui/popup_rules.ts";

// The gallery's popup sample; ?page=2 is its second page.
export const Route = createFileRoute("/$shopUriName/gallery_/popup-sample")({
  validateSearch: (search: Record<string, unknown>): { page?: 2 } =>
    String(search.page) === "2" ? { page: 2 } : {},
  head: ({ matches, match }) => ({
    meta: [
      { title: pageTitle(match.search.page === 2 ? "Popup sample, page 2" : "Popup sample", matches) },
      { name: POPUP_META_NAMES.maxWidth, content: "800" },
    ],
  }),
  component: PopupSample,
});

function PopupSample() {
  const { page } = Route.useSearch();
  const { shopUriName } = Route.useParams();
  return <PopupSamplePage page={page} shopUriName={shopUriName} />;
}
