// What the users pages show (/{shop}/users, /add, /{id}/edit, /me), each behind its permission. Dates are
// written here in the viewer's time zone (or the shop's), so the server's and the browser's rendering agree.
// The list, a user's page and the profile carry their words in the shop's staff language, with the shop's
// wording (decision 028); the add page, which loads nothing, has the frame's language and the shipped words.
import type { Sql } from "@platform/db.ts";
import { NotFoundError } from "@platform/errors.ts";
import { TIME_ZONES } from "@platform/time_zones.ts";
import type { Viewer } from "@platform/viewer.ts";
import type { Asset } from "../../media/mod.ts";
import { accountChangeRefusal } from "./account_control.ts";
import { hasPermission } from "../permissions.ts";
import { describeRoles, type Roles } from "../roles.ts";
import type { ShopContext } from "../shop_page.ts";
import { userPictures } from "./user_pictures.server.ts";
import { usersFilterOf, type UsersSearch } from "./users_filter.ts";
import {
  findUserById,
  formatPhone,
  impersonationRefusal,
  needsCurrentPassword,
  NO_SUCH_USER,
  type NotifyMode,
} from "../../accounts/mod.ts";
import { selectMembership, selectShopUsers } from "../members_queries.server.ts";
import { impersonationShop } from "../member_standing.ts";
import { staffWords } from "../staff_words.server.ts";
import { MEDIA_WORDS_MESSAGES } from "../media_words_keys.server.ts";
import type { PageWords } from "@modules/text/ui.ts";
import { STAFF_FRAME_MESSAGES, USERS_MESSAGES } from "@modules/text/mod.ts";

export interface UsersListItem {
  id: number;
  displayName: string;
  email: string;
  phone: string;
  roles: string;
  lastSignIn: string;
  isActive: boolean;
}

export interface UsersListPage {
  users: UsersListItem[];
  /** Owners (users.manage) get the status toggles and the Add button. */
  canManage: boolean;
  viewerId: number;
  words: PageWords;
}

export interface UserPage {
  user: {
    id: number;
    displayName: string;
    email: string;
    /** For the form: the number as people in the shop's country write it; '' for none. */
    phone: string;
    emailConfirmed: boolean;
    phoneConfirmed: boolean;
    roles: Roles;
    rolesText: string;
    isActive: boolean;
    lastSignIn: string;
    /** An owner-set password is still kept, so Reveal can show it. */
    hasRevealablePassword: boolean;
  };
  /** Owners edit and use the buttons; managers see the page read-only. */
  canManage: boolean;
  isSelf: boolean;
  /** "Act as this user" is offered only where it would be allowed. */
  canActAs: boolean;
  /** Why the owner cannot change this account's name, address or number, when they cannot. */
  contactLocked: string | null;
  /** Why the owner cannot see this user's password or sign-in link, when they cannot. */
  secretLocked: string | null;
  /** The user's pictures in this shop; the one of purpose avatar is their profile picture. */
  pictures: Asset[];
  /** The user themself and owners change them (as the UserAsset owner decides); managers only look. */
  canChangePictures: boolean;
  words: PageWords;
}

export interface ProfilePage {
  me: { displayName: string; email: string; phone: string; notifyMode: NotifyMode; timeZone: string };
  shopTimeZone: string;
  timeZones: string[];
  needsCurrentPassword: boolean;
  hasPassword: boolean;
  userId: number;
  /** The viewer's own pictures in this shop; null for a platform admin who is not a member here. */
  pictures: Asset[] | null;
  words: PageWords;
}

function dateTimeFormat(timeZone: string): Intl.DateTimeFormat {
  try {
    return new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone });
  } catch {
    return new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
  }
}

async function viewerClock(sql: Sql, viewer: Viewer, shopTimeZone: string): Promise<Intl.DateTimeFormat> {
  const me = await findUserById(sql, viewer.userId);
  return dateTimeFormat(me?.timeZone || shopTimeZone);
}

/** What the loaders use of a shop page's context (shopPage has checked the page's permission). */
type ShopPageView = Pick<ShopContext, "shop" | "viewer" | "roles" | "sql">;

/** The users pages' words in the shop's staff language (/account), with the shop's wording. */
function usersWords(access: ShopPageView): Promise<PageWords> {
  return staffWords(access, USERS_MESSAGES);
}

/** /{shop}/users/add (users.manage): the form is the page's own; only its words come from the server. */
export async function loadAddUserPage(access: ShopPageView): Promise<{ words: PageWords }> {
  return { words: await usersWords(access) };
}

/** /{shop}/users (users.view). */
export async function loadUsersList(access: ShopPageView, search: UsersSearch): Promise<UsersListPage> {
  const { sql } = access;
  const clock = await viewerClock(sql, access.viewer, access.shop.timeZone);
  const rows = await selectShopUsers(sql, access.shop.id, usersFilterOf(search));
  return {
    users: rows.map((row) => ({
      id: row.id,
      displayName: row.displayName,
      email: row.email,
      phone: row.phone && formatPhone(row.phone),
      roles: describeRoles(row),
      lastSignIn: row.lastSignInAt ? clock.format(row.lastSignInAt) : "",
      isActive: !row.isDisabled,
    })),
    canManage: hasPermission(access.roles, "users.manage"),
    viewerId: access.viewer.userId,
    words: await usersWords(access),
  };
}

/** /{shop}/users/{id}/edit (users.view). */
export async function loadUserPage(
  access: ShopPageView,
  userId: number,
  mediaPublicUrl: string | null,
): Promise<UserPage> {
  const { sql } = access;
  const user = await findUserById(sql, userId);
  const roles = user && await selectMembership(sql, access.shop.id, user.id);
  if (!user || !roles) throw new NotFoundError(NO_SUCH_USER);
  const canManage = hasPermission(access.roles, "users.manage");
  const clock = await viewerClock(sql, access.viewer, access.shop.timeZone);
  const locked = (change: "contact" | "secret") =>
    canManage ? accountChangeRefusal(sql, access.viewer, user, change) : Promise.resolve(null);
  const secretLocked = await locked("secret");
  return {
    user: {
      id: user.id,
      displayName: user.displayName,
      email: user.email,
      phone: user.phone && formatPhone(user.phone),
      emailConfirmed: user.emailConfirmedAt !== null,
      phoneConfirmed: user.phoneConfirmedAt !== null,
      roles,
      rolesText: describeRoles(roles),
      isActive: !user.isDisabled,
      lastSignIn: user.lastSignInAt ? clock.format(user.lastSignInAt) : "",
      hasRevealablePassword: canManage && !secretLocked && user.adminSetPassword !== null,
    },
    canManage,
    isSelf: user.id === access.viewer.userId,
    canActAs:
      (await impersonationRefusal(sql, access.viewer, user, impersonationShop(access.shop.id))) === null,
    contactLocked: await locked("contact"),
    secretLocked,
    pictures: await userPictures(sql, access.shop.id, user.id, mediaPublicUrl),
    canChangePictures: user.id === access.viewer.userId || canManage,
    // The pictures list's words come with the page's.
    words: await staffWords(access, USERS_MESSAGES, MEDIA_WORDS_MESSAGES),
  };
}

/** /{shop}/users/me (shop.view). */
export async function loadProfile(access: ShopPageView, mediaPublicUrl: string | null): Promise<ProfilePage> {
  const { sql } = access;
  const me = (await findUserById(sql, access.viewer.userId))!;
  const member = await selectMembership(sql, access.shop.id, me.id);
  return {
    me: {
      displayName: me.displayName,
      email: me.email,
      phone: me.phone && formatPhone(me.phone),
      notifyMode: me.notifyMode,
      timeZone: me.timeZone,
    },
    shopTimeZone: access.shop.timeZone,
    timeZones: [...TIME_ZONES],
    needsCurrentPassword: needsCurrentPassword(access.viewer, me),
    hasPassword: me.passwordHash !== null,
    userId: me.id,
    pictures: member && await userPictures(sql, access.shop.id, me.id, mediaPublicUrl),
    // Titled as the user menu names it; the pictures list's words come with the page's.
    words: await staffWords(access, USERS_MESSAGES, MEDIA_WORDS_MESSAGES, {
      yourProfile: STAFF_FRAME_MESSAGES.yourProfile,
    }),
  };
}
