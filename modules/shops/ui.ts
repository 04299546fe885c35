// shops: client-safe public API — server functions the pages call, and their types: the shop gate, the
// shop picker, the users pages, the shop's pictures and the Suggestion Box.
import { createServerFn } from "@tanstack/react-start";
import { NotFoundError, SignInRequiredError } from "@platform/errors.ts";
import { loadPage } from "@platform/page_outcome.server.ts";
import type { PageOutcome } from "@platform/page_outcome.ts";
import { DEMO_LOGINS, DEMO_SHOP } from "./demo_shop.ts";
import type { DemoShopOffer } from "./landing/landing_page.tsx";
import { selectMemberships } from "./members_queries.server.ts";
import { type Permission, permissionsOf } from "./permissions.ts";
import { countShops, selectShopByUriName, selectShops } from "./queries.server.ts";
import { describeRoles, type Roles } from "./roles.ts";
import { requireShopAccess, sessionReaches } from "./shop_access.ts";
import { listSuggestions, type SuggestionRow } from "./suggestions/suggestions.ts";
import { userAvatarUrl } from "./users/user_pictures.server.ts";
import { readUsersSearch, type UsersSearch } from "./users/users_filter.ts";
import { shopPage } from "./shop_page.ts";
import { startPathOf } from "./shop_home.ts";
import { shopPageInput, shopRowInput } from "./shop_page_input.ts";
import { UPLOAD_WORDS_MESSAGES } from "./upload_words.ts";
import { loadAddUserPage, loadProfile, loadUserPage, loadUsersList } from "./users/users_pages.server.ts";
import { BASE_CULTURE, cultureOf, shopMessages } from "@modules/text/mod.ts";
import {
  CATALOGUE_NAV_MESSAGES,
  CHECKLIST_MESSAGES,
  LISTS_MESSAGES,
  OUTBOX_MESSAGES,
  type PageWords,
  STAFF_FRAME_MESSAGES,
} from "@modules/text/ui.ts";

export type { Permission } from "./permissions.ts";
export type { Roles } from "./roles.ts";
export {
  readUsersSearch,
  USER_STATUSES,
  USER_TYPES,
  usersFilterOf,
  type UsersOrder,
  type UsersSearch,
} from "./users/users_filter.ts";
export type { ProfilePage, UserPage, UsersListItem, UsersListPage } from "./users/users_pages.server.ts";
export type { SuggestionRow } from "./suggestions/suggestions.ts";
export { getShopMedia } from "./shop_media/shop_media_page.ts";
export { getImageEditorWords } from "./shop_media/image_editor_page.ts";
export { useEditorWords } from "./shop_media/image_editor_words.ts";
export { getHelpIndex, getHelpPage } from "./help/help_page.ts";
export type { ShopMediaPage } from "./shop_media/shop_media_page.server.ts";
export { avatarUrlOf } from "./users/avatar.ts";
// The pages: the front page, the shop's frame, the shop picker, sign-up, the users pages, the shop's
// pictures, the Suggestion Box.
export { LandingPage } from "./landing/landing_page.tsx";
export { ShopLayout } from "./layout/shop_layout.tsx";
export { getNoSuchPage } from "./layout/no_such_page.ts";
export { SwitchShopPage } from "./switch_shop/switch_shop_page.tsx";
export { readSwitchShopSearch } from "./switch_shop/switch_shop_search.ts";
export { shopHomePath } from "./shop_home.ts";
export { RegisterPage } from "./sign_up/register_page.tsx";
export { readRegisterSearch } from "./sign_up/register_search.ts";
export { ShopReadyPage } from "./sign_up/shop_ready_page.tsx";
export { ShopStepPage } from "./sign_up/shop_step_page.tsx";
export { AddUserPage } from "./users/add_user_page.tsx";
export { YourProfilePage } from "./users/profile_page.tsx";
export { readProfileSearch } from "./users/profile_search.ts";
export { UserEditPage } from "./users/user_page.tsx";
export { readUserPageSearch } from "./users/user_page_search.ts";
export { UsersPage } from "./users/users_page.tsx";
export { ShopPicturesPage } from "./shop_media/shop_media_page.tsx";
// A pictures list's words (the media kit's) in the page's language: other modules' pages hand them to it.
export { MediaKitWords, useMediaKitWords } from "./media_words.ts";
export { useFrameUploadWords } from "./upload_words.ts";
export { SuggestionsPage } from "./suggestions/suggestions_page.tsx";
// The shop's settings (decision 027).
export { ShopSettingsView } from "./settings/settings_page.tsx";
export { getShopSettingsPage } from "./settings/settings_page_calls.ts";
export {
  DEFAULT_PRINT_OPTIONS,
  type PrintDefaults,
  REPORT_FONT_SIZES,
  REPORT_IMAGE_SIZES,
  REPORT_ORIENTATIONS,
  REPORT_PAPERS,
} from "./settings/print_defaults.ts";
// The customers pages (decision 022); the list's server function is composed by the inspections module.
export { CustomersPage } from "./customers/customers_page.tsx";
export { CustomerEditPage } from "./customers/customer_edit_page.tsx";
export { CustomerLookupPageView } from "./customers/customer_lookup_page.tsx";
export { getCustomerLookup, getCustomerPage } from "./customers/customers_page_calls.ts";
export { type CustomersSearch, readCustomersSearch } from "./customers/customers_search.ts";
export { type CustomerLookupSearch, readCustomerLookupSearch } from "./customers/customers_lookup_search.ts";
export { CONTACT_PREFERENCE_WORDS, CONTACT_PREFERENCES } from "./customers/contact_preferences.ts";
export type { CustomerOnPage } from "./customers/customer_on_page.ts";
export type { CustomerPage, CustomersListPage } from "./customers/customers_pages.server.ts";
// The vehicle pages (issue 20 item 4): the route composes the inspections module's history into the page.
export { VehiclePageView } from "./vehicles/vehicle_page.tsx";
export { vehicleTitle } from "./vehicles/vehicle_title.ts";
export { VinDetailsPageView } from "./vehicles/vin_details_page.tsx";
export { getVehiclePage, getVinDetailsPage } from "./vehicles/vehicle_page_calls.ts";
export {
  readVehicleSearch,
  readVinDetailsSearch,
  type VehicleSearch,
  type VinDetailsSearch,
} from "./vehicles/vehicle_search.ts";
export type { VehicleOnPage, VehiclePage } from "./vehicles/vehicle_page_types.ts";
export { CustomersDedupePage } from "./dedupe/dedupe_page.tsx";
export type { DedupePage, DuplicateCandidate, DuplicatePair } from "./dedupe/dedupe_page_types.ts";

/** The front page's demo box: the demo shop's address and logins where it exists, or null. */
export const getDemoShop = createServerFn({ method: "GET" }).handler(
  async ({ context }): Promise<DemoShopOffer | null> => {
    const shop = await selectShopByUriName(context.sql, DEMO_SHOP.uriName);
    return shop && {
      uriName: shop.uriName,
      logins: DEMO_LOGINS.map(({ role, email, password }) => ({ role, email, password })),
    };
  },
);
export type { CustomerMatch, CustomerQuery } from "./customer_lookup.ts";
export type { SameBy, SameCustomer } from "./dedupe/same_customer.ts";
export type { Customer, Vehicle } from "./types.ts";
export type { CustomerDetails } from "./customer_details.ts";
export type { VehicleDetails } from "./vehicle_details.ts";

export interface ShopSession {
  shop: { id: number; uriName: string; name: string };
  roles: Roles;
  permissions: Permission[];
  /** The viewer's profile picture in this shop (its thumbnail), shown beside their name in the header. */
  avatarUrl: string | null;
  /** The frame's words (navigation, user menu) in the shop's staff language, with the shop's wording. */
  words: PageWords;
}

export type ShopGate =
  | { outcome: "signin" }
  | { outcome: "not-found"; message: string }
  | ({ outcome: "ok" } & ShopSession);

/** The gate of every /{shop} page: the shop, the viewer's roles and permissions there. */
export const getShopSession = createServerFn({ method: "GET" })
  .validator((shopUriName: string) => shopUriName)
  .handler(async ({ data: shopUriName, context }): Promise<ShopGate> => {
    try {
      const access = await requireShopAccess(context.sql, context.viewer, shopUriName);
      const culture = cultureOf(access.shop.staffLanguage) ?? BASE_CULTURE;
      const [avatarUrl, messages] = await Promise.all([
        userAvatarUrl(context.sql, access.shop.id, access.viewer.userId, context.config.media.publicUrl),
        shopMessages(context.sql, access.shop.id, culture),
      ]);
      return {
        outcome: "ok",
        shop: { id: access.shop.id, uriName: access.shop.uriName, name: access.shop.name },
        roles: access.roles,
        permissions: permissionsOf(access.roles),
        avatarUrl,
        // The shop's currency too: every page inside the frame writes amounts with it (useMoney).
        words: {
          culture,
          messages: messages.pick([
            ...Object.values(STAFF_FRAME_MESSAGES),
            ...Object.values(OUTBOX_MESSAGES),
            ...Object.values(LISTS_MESSAGES),
            // The catalogue's section nav sits in the frame, above the catalogue page's own words.
            ...Object.values(CATALOGUE_NAV_MESSAGES),
            CHECKLIST_MESSAGES.allSaved,
            // An upload from the device's outbox goes from whatever page is open, and says why it failed.
            ...UPLOAD_WORDS_MESSAGES,
          ]),
          currency: access.shop.currency,
        },
      };
    } catch (error) {
      if (error instanceof SignInRequiredError) return { outcome: "signin" };
      if (error instanceof NotFoundError) return { outcome: "not-found", message: error.message };
      throw error;
    }
  });

/**
 * Where "Open your shop" leads (after confirming an address): the viewer's start page, as after signing in;
 * signed out, the sign-in page, which lands there. Asked here, not through accounts' landingPath: the pages
 * bundle holds its own copy of the modules, where the start-up registration of homePathOf never ran.
 */
export const getStartPath = createServerFn({ method: "GET" }).handler(async ({ context }): Promise<string> =>
  context.viewer ? startPathOf(await selectMemberships(context.sql, context.viewer.userId)) : "/login"
);

export interface ShopChoice {
  uriName: string;
  name: string;
  roles: string;
}

/** The shops the viewer can open (/switch-shop); a platform admin sees every shop. */
export const getShopChoices = createServerFn({ method: "GET" }).handler(
  async ({ context }): Promise<ShopChoice[] | null> => {
    const viewer = context.viewer;
    if (!viewer) return null;
    const memberships = await selectMemberships(context.sql, viewer.userId);
    const choices: ShopChoice[] = memberships
      .filter((m) => sessionReaches(viewer, m.shopId))
      .map((m) => ({ uriName: m.uriName, name: m.shopName, roles: describeRoles(m) }));
    if (viewer.isPlatformAdmin && !viewer.actor && (await countShops(context.sql)) > 0) {
      const mine = new Set(choices.map((c) => c.uriName));
      for (const shop of await selectShops(context.sql)) {
        if (!mine.has(shop.uriName)) {
          choices.push({ uriName: shop.uriName, name: shop.name, roles: "platform admin" });
        }
      }
    }
    return choices;
  },
);

/** /{shop}/users: the shop's members as the query filters and orders them (owners and managers). */
export const getUsersList = createServerFn({ method: "GET" })
  .validator((input: { shopUriName: string; search: UsersSearch }) => ({
    shopUriName: String(input.shopUriName),
    search: readUsersSearch(input.search as Record<string, unknown>),
  }))
  .handler(shopPage("users.view", (shop, { search }) => loadUsersList(shop, search)));

/** /{shop}/users/add: owners only. */
export const getAddUserPage = createServerFn({ method: "GET" })
  .validator(shopPageInput)
  .handler(shopPage("users.manage", (shop) => loadAddUserPage(shop)));

/** /{shop}/users/{id}/edit: owners edit, managers read. */
export const getUserPage = createServerFn({ method: "GET" })
  .validator(shopRowInput("userId"))
  .handler(
    shopPage(
      "users.view",
      (shop, { userId }) => loadUserPage(shop, userId, shop.services.config.media.publicUrl),
    ),
  );

/** /{shop}/users/me: every member's own page. */
export const getProfilePage = createServerFn({ method: "GET" })
  .validator(shopPageInput)
  .handler(shopPage("shop.view", (shop) => loadProfile(shop, shop.services.config.media.publicUrl)));

/** /admin/suggestions: the Suggestion Box, newest first, for platform admins; a 404 for everyone else. */
export const getSuggestionsPage = createServerFn({ method: "GET" }).handler(
  ({ context }): Promise<PageOutcome<SuggestionRow[]>> =>
    loadPage(() => listSuggestions(context.sql, context.viewer)),
);
export { shopPageInput, shopRowInput };
// The vehicle lookup widget (seed 001, decision 026): the add form, quick-create and the vehicle page use it.
export { type VehicleFieldValues, VehicleLookup } from "./vehicles/lookup_widget/vehicle_lookup.tsx";
export type { VehicleHistoryRecord } from "./vehicles/lookup/lookup_types.ts";
