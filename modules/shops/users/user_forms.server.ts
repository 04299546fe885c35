// The users pages' form posts: /{shop}/users/add, /{shop}/users/{id}/edit and /{shop}/users/me (the profile
// and the password form, told apart by the `form` field: a refused post re-renders the page at its own
// address). Each answers a 303 to a page that says what was done (?done=...); a refusal re-renders the page
// with the message (src/platform/forms.ts), an address or a number that is none in the shop's staff language.
import { Hono } from "hono";
import { booleanField } from "@platform/call_fields.ts";
import { formAction, type FormFields, seeOther } from "@platform/forms.ts";
import type { AppEnv } from "@platform/http.ts";
import { addUser } from "./add_user.ts";
import type { Roles } from "../roles.ts";
import { shopOfRequest } from "../shop_of_request.ts";
import { saidToStaff } from "../staff_words.server.ts";
import { updateUser } from "./update_user.ts";
import { changePassword, updateProfile } from "../../accounts/mod.ts";

export const userForms = new Hono<AppEnv>();

/** The role checkboxes: checked boxes are sent, unchecked ones are not. */
function rolesOf(form: FormFields): Roles {
  return {
    isAdministrator: booleanField(form, "isAdministrator"),
    isManager: booleanField(form, "isManager"),
    isMechanic: booleanField(form, "isMechanic"),
  };
}

userForms.post(
  "/:shopUriName/users/add",
  formAction(async (c, form) => {
    const { shop, viewer } = await shopOfRequest(c, "users.manage");
    const invite = form.invite === "email" || form.invite === "sms" ? form.invite : "none";
    const services = c.get("services");
    const added = await saidToStaff(services.sql, shop, () =>
      addUser(services, viewer, shop, {
        displayName: form.displayName ?? "",
        email: form.email ?? "",
        phone: form.phone ?? "",
        roles: rolesOf(form),
        password: form.password ?? "",
        invite,
      }));
    const done = added.existing ? "added-existing" : invite === "none" ? "added" : "invited";
    return seeOther(c, `/${shop.uriName}/users/${added.userId}/edit?done=${done}`);
  }),
);

userForms.post(
  "/:shopUriName/users/:id{[1-9][0-9]{0,9}}/edit",
  formAction(async (c, form) => {
    const { shop, viewer } = await shopOfRequest(c, "users.manage");
    const id = Number(c.req.param("id"));
    const { sql } = c.get("services");
    await saidToStaff(sql, shop, () =>
      updateUser(sql, viewer, shop, id, {
        displayName: form.displayName ?? "",
        email: form.email ?? "",
        phone: form.phone ?? "",
        roles: rolesOf(form),
      }));
    return seeOther(c, `/${shop.uriName}/users/${id}/edit?done=saved`);
  }),
);

userForms.post(
  "/:shopUriName/users/me",
  formAction(async (c, form) => {
    const { shop, viewer } = await shopOfRequest(c, "shop.view");
    const { sql } = c.get("services");
    if (form.form === "password") {
      await changePassword(sql, viewer, {
        currentPassword: form.currentPassword ?? "",
        newPassword: form.newPassword ?? "",
        confirmPassword: form.confirmPassword ?? "",
      }, c.get("clientIp"));
      return seeOther(c, `/${shop.uriName}/users/me?done=password`);
    }
    await saidToStaff(sql, shop, () =>
      updateProfile(sql, viewer, {
        displayName: form.displayName ?? "",
        phone: form.phone ?? "",
        notifyMode: form.notifyMode ?? "",
        timeZone: form.timeZone ?? "",
      }));
    return seeOther(c, `/${shop.uriName}/users/me?done=saved`);
  }),
);
