// The impersonation form posts of the users pages: /session/impersonateUser (act as a member of a shop) and
// /session/endImpersonation (back to the user's page in that shop). Accounts starts and ends the session;
// this module names the shop and says how the shop sees each person in it.
import { Hono } from "hono";
import { InputError, NotFoundError } from "@platform/errors.ts";
import { formAction, seeOther } from "@platform/forms.ts";
import type { AppEnv } from "@platform/http.ts";
import { rowIdOf } from "@platform/row_ids.ts";
import {
  auditInfo,
  endImpersonation,
  landingPath,
  requireViewer,
  startImpersonation,
  writeSessionCookie,
} from "../../accounts/mod.ts";
import { impersonationShop } from "../member_standing.ts";
import { selectShopById, selectShopByUriName } from "../queries.server.ts";
import { NO_SUCH_SHOP } from "../shop_access.ts";

export const impersonationForms = new Hono<AppEnv>();

impersonationForms.post(
  "/session/impersonateUser",
  formAction(async (c, form) => {
    const viewer = requireViewer(c);
    const userId = rowIdOf(form.userId);
    if (userId === null) throw new InputError("Choose the user to act as.");
    const { sql } = c.get("services");
    const shop = form.shopUriName ? await selectShopByUriName(sql, form.shopUriName.toLowerCase()) : null;
    if (form.shopUriName && !shop) throw new NotFoundError(NO_SUCH_SHOP);
    const session = await startImpersonation(sql, viewer, {
      targetUserId: userId,
      shop: shop && impersonationShop(shop.id),
      ...auditInfo(c),
    });
    writeSessionCookie(c, session);
    return seeOther(c, shop ? `/${shop.uriName}` : await landingPath(sql, userId, null));
  }, { rerender: false }),
);

impersonationForms.post(
  "/session/endImpersonation",
  formAction(async (c) => {
    const viewer = requireViewer(c);
    const { sql } = c.get("services");
    const ended = await endImpersonation(sql, viewer, auditInfo(c));
    writeSessionCookie(c, ended.session);
    const shop = ended.shopId === null ? null : await selectShopById(sql, ended.shopId);
    return seeOther(c, shop ? `/${shop.uriName}/users/${ended.targetUserId}/edit` : "/switch-shop");
  }, { rerender: false }),
);
impersonationForms.get("/session/endImpersonation", (c) => seeOther(c, "/"));
impersonationForms.get("/session/impersonateUser", (c) => seeOther(c, "/switch-shop"));
