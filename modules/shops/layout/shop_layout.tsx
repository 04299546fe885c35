// The frame of every /{shop} page: the shop's name, its sections, the user menu; then the page. The
// catalogue's row of sections comes from the catalog module, which the route composes in (sectionNav). Its
// words are the shop's (decision 028), in its staff language; a page's own words join them (WordsProvider).
import { Link, Outlet } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { Avatar } from "@ui/avatar.tsx";
import { ColourModeControl } from "@ui/colour_mode_control.tsx";
import { HelpLink } from "@ui/help/help_link.tsx";
import { OutboxStatus } from "@ui/outbox/outbox_status.tsx";
import { PageHeader } from "@ui/page_header.tsx";
import {
  type PageWords,
  STAFF_FRAME_MESSAGES as M,
  usePageCulture,
  useWords,
  WordsProvider,
} from "@modules/text/ui.ts";
import type { Permission } from "../permissions.ts";
import { outboxWords } from "./outbox_words.ts";

interface ShopLayoutProps {
  /** The shop gate's answer (getShopSession). */
  session: {
    shop: { uriName: string; name: string };
    permissions: Permission[];
    avatarUrl: string | null;
    words: PageWords;
  };
  /** The signed-in person's name, for the user menu. */
  viewerName: string | null;
  /** The page is one of the catalogue's: its entry is current, and sectionNav lists its sections. */
  inCatalogue: boolean;
  /** The page is one of the staff reports: the Reports entry is current. */
  inReports?: boolean;
  sectionNav?: ReactNode;
}

export function ShopLayout(props: ShopLayoutProps) {
  return (
    <WordsProvider words={props.session.words}>
      <ShopFrame {...props} />
    </WordsProvider>
  );
}

function ShopFrame({ session, viewerName, inCatalogue, inReports, sectionNav }: ShopLayoutProps) {
  const { shop, permissions, avatarUrl } = session;
  const params = { shopUriName: shop.uriName };
  const say = useWords();
  // The document says "en"; the frame's words are in the staff language, a page's own in its culture.
  const lang = usePageCulture();
  return (
    <div className="shop-layout accent-scope">
      <PageHeader>
        <Link className="shop-name" to="/$shopUriName" params={params} activeOptions={{ exact: true }}>
          {shop.name}
        </Link>
        <nav aria-label={say(M.navLabel)} lang={lang}>
          {/* The bay's quicklist first: the mechanic's start page, one tap from any page to the next car. */}
          <Link
            to="/$shopUriName/open-new-inspection-quicklist"
            params={params}
            activeProps={{ "aria-current": "page" }}
          >
            {say(M.navBay)}
          </Link>
          <Link to="/$shopUriName/inspections" params={params} activeProps={{ "aria-current": "page" }}>
            {say(M.navInspections)}
          </Link>
          {/* The day's booked cars, each one tap from its inspection (decision 030). */}
          <Link to="/$shopUriName/appt-list" params={params} activeProps={{ "aria-current": "page" }}>
            {say(M.navAppointments)}
          </Link>
          {permissions.includes("customers.manage") && (
            <Link to="/$shopUriName/customers" params={params} activeProps={{ "aria-current": "page" }}>
              {say(M.navCustomers)}
            </Link>
          )}
          <Link
            to="/$shopUriName/inspection-types"
            params={params}
            {...(inCatalogue ? { "aria-current": "page" } : {})}
          >
            {say(M.navCatalogue)}
          </Link>
          {permissions.includes("users.view") && (
            <Link to="/$shopUriName/users" params={params} activeProps={{ "aria-current": "page" }}>
              {say(M.navUsers)}
            </Link>
          )}
          {/* The shop's numbers (decision 034): the manager report leads to the others. */}
          {permissions.includes("reports.view") && (
            <Link
              to="/$shopUriName/manager-report"
              params={params}
              {...(inReports ? { "aria-current": "page" } : {})}
            >
              {say(M.navReports)}
            </Link>
          )}
          {
            /* The shop's logo and shared pictures are its settings: offered to who may change them. A mechanic
              may still open the page read-only; they meet the shared ones in an inspection's Images tab. */
          }
          {permissions.includes("shop.manage") && (
            <Link to="/$shopUriName/media" params={params} activeProps={{ "aria-current": "page" }}>
              {say(M.navPictures)}
            </Link>
          )}
          {
            /* Owners change the settings, managers read them (decision 027); the shop's words and translations
            are one link away on that page. */
          }
          {permissions.includes("shop.manage") && (
            <Link to="/$shopUriName/account" params={params} activeProps={{ "aria-current": "page" }}>
              {say(M.navSettings)}
            </Link>
          )}
        </nav>
        {viewerName && (
          <div className="user-menu" lang={lang}>
            <Link
              className="profile-link"
              to="/$shopUriName/users/me"
              params={params}
              title={say(M.yourProfile)}
            >
              {avatarUrl && <Avatar url={avatarUrl} size="small" />}
              {viewerName}
            </Link>
            {/* Every screen's own help page (decision 029). */}
            <HelpLink label={say(M.help)} title={say(M.helpTitle)} />
            <Link to="/switch-shop">{say(M.shops)}</Link>
            <Link to="/logout">{say(M.signOut)}</Link>
            <ColourModeControl />
          </div>
        )}
      </PageHeader>
      {sectionNav}
      <Outlet />
      {/* A bar fixed to the screen's bottom; here, at the end, it leaves the room it covers. */}
      <OutboxStatus words={outboxWords(say, lang)} />
    </div>
  );
}
