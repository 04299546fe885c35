import { Link, useLocation } from "@tanstack/react-router";
import { useEffect, useRef } from "react";
import { useWords } from "@modules/text/ui.ts";
import { CATALOGUE_NAV_MESSAGES as M } from "@modules/text/ui.ts";

// The catalogue has six sections: one "Catalogue" entry in the shop's navigation, and this row of the
// sections under the header while the user is in it, so the header keeps to a few entries on a phone. Its
// words are the staff language's; the shop's wording of them shows once the frame sends them.
const CATALOGUE_PATH =
  /^\/[^/]+\/(inspection-types|categories|tasks|findings|priorities|seed|seed-data)(\/|$)/;

export function useInCatalogue(): boolean {
  return CATALOGUE_PATH.test(useLocation({ select: (location) => location.pathname }));
}

export function CatalogueNav(props: { shopUriName: string; canManage: boolean }) {
  const say = useWords();
  const params = { shopUriName: props.shopUriName };
  const current = { "aria-current": "page" } as const;
  const nav = useRef<HTMLElement>(null);
  const pathname = useLocation({ select: (location) => location.pathname });
  useEffect(() => {
    // On a phone the row scrolls sideways: bring the current section into view, in the middle.
    const tab = nav.current?.querySelector<HTMLElement>("[aria-current=page]");
    if (nav.current && tab) {
      nav.current.scrollLeft = tab.offsetLeft - (nav.current.clientWidth - tab.offsetWidth) / 2;
    }
  }, [pathname]);
  return (
    <nav ref={nav} className="section-nav" aria-label={say(M.navLabel)}>
      <Link to="/$shopUriName/inspection-types" params={params} activeProps={current}>
        {say(M.navInspectionTypes)}
      </Link>
      <Link to="/$shopUriName/categories" params={params} activeProps={current}>{say(M.navCategories)}</Link>
      <Link to="/$shopUriName/tasks" params={params} activeProps={current}>{say(M.navTasks)}</Link>
      <Link to="/$shopUriName/findings" params={params} activeProps={current}>{say(M.navFindings)}</Link>
      <Link to="/$shopUriName/priorities" params={params} activeProps={current}>{say(M.navPriorities)}</Link>
      {props.canManage && (
        <Link to="/$shopUriName/seed" params={params} activeProps={current}>
          {say(M.navTemplates)}
        </Link>
      )}
    </nav>
  );
}
