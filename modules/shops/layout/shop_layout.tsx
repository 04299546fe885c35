// The frame of every /{shop} page: the shop's name, its sections, the user menu; then the page. The
// catalogue's row of sections comes from the catalog module, which the route composes in (sectionNav).
import { Link, Outlet } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { Avatar } from "@ui/avatar.tsx";
import { ColourModeControl } from "@ui/colour_mode_control.tsx";
import { HelpLink } from "@ui/help/help_link.tsx";
import { OutboxStatus } from "@ui/outbox/outbox_status.tsx";
import { PageHeader } from "@ui/page_header.tsx";
import type { Permission } from "../permissions.ts";

export function ShopLayout({ session, viewerName, inCatalogue, sectionNav }: {
  /** The shop gate's answer (getShopSession). */
  session: { shop: { uriName: string; name: string }; permissions: Permission[]; avatarUrl: string | null };
  /** The signed-in person's name, for the user menu. */
  viewerName: string | null;
  /** The page is one of the catalogue's: its entry is current, and sectionNav lists its sections. */
  inCatalogue: boolean;
  sectionNav?: ReactNode;
}) {
  const { shop, permissions, avatarUrl } = session;
  const params = { shopUriName: shop.uriName };
  return (
    <div className="shop-layout accent-scope">
      <PageHeader>
        <Link className="shop-name" to="/$shopUriName" params={params} activeOptions={{ exact: true }}>
          {shop.name}
        </Link>
        <nav aria-label="Shop sections">
          {/* The bay's quicklist first: the mechanic's start page, one tap from any page to the next car. */}
          <Link
            to="/$shopUriName/open-new-inspection-quicklist"
            params={params}
            activeProps={{ "aria-current": "page" }}
          >
            Bay
          </Link>
          <Link to="/$shopUriName/inspections" params={params} activeProps={{ "aria-current": "page" }}>
            Inspections
          </Link>
          {/* The day's booked cars, each one tap from its inspection (decision 030). */}
          <Link to="/$shopUriName/appt-list" params={params} activeProps={{ "aria-current": "page" }}>
            Appointments
          </Link>
          {permissions.includes("customers.manage") && (
            <Link to="/$shopUriName/customers" params={params} activeProps={{ "aria-current": "page" }}>
              Customers
            </Link>
          )}
          <Link
            to="/$shopUriName/inspection-types"
            params={params}
            {...(inCatalogue ? { "aria-current": "page" } : {})}
          >
            Catalogue
          </Link>
          {permissions.includes("users.view") && (
            <Link to="/$shopUriName/users" params={params} activeProps={{ "aria-current": "page" }}>
              Users
            </Link>
          )}
          {
            /* The shop's logo and shared pictures are its settings: offered to who may change them. A mechanic
              may still open the page read-only; they meet the shared ones in an inspection's Images tab. */
          }
          {permissions.includes("shop.manage") && (
            <Link to="/$shopUriName/media" params={params} activeProps={{ "aria-current": "page" }}>
              Pictures
            </Link>
          )}
          {
            /* Owners change the settings, managers read them (decision 027); the shop's words and translations
            are one link away on that page. */
          }
          {permissions.includes("shop.manage") && (
            <Link to="/$shopUriName/account" params={params} activeProps={{ "aria-current": "page" }}>
              Settings
            </Link>
          )}
        </nav>
        {viewerName && (
          <div className="user-menu">
            <Link className="profile-link" to="/$shopUriName/users/me" params={params} title="Your profile">
              {avatarUrl && <Avatar url={avatarUrl} size="small" />}
              {viewerName}
            </Link>
            {/* Every screen's own help page (decision 029). */}
            <HelpLink />
            <Link to="/switch-shop">Shops</Link>
            <Link to="/logout">Sign out</Link>
            <ColourModeControl />
          </div>
        )}
      </PageHeader>
      <OutboxStatus />
      {sectionNav}
      <Outlet />
    </div>
  );
}
