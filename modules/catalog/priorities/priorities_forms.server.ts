// The priorities pages' form posts (/{shop}/priorities/add, /{shop}/priorities/{id}/edit): a 303 back to the
// list, which says what was done; a refusal (a taken name, no color) re-renders the form with the message.
import { type Context, Hono } from "hono";
import { booleanField } from "@platform/call_fields.ts";
import { formAction, type FormFields, seeOther } from "@platform/forms.ts";
import type { AppEnv } from "@platform/http.ts";
import { shopOfRequest } from "@modules/shops/mod.ts";
import { createPriority, updatePriority } from "./save_priority.ts";

export const priorityForms = new Hono<AppEnv>();

const manage = (c: Context<AppEnv>) => shopOfRequest(c, "catalog.manage");

/** The Active checkbox: sent when ticked, left out when not. */
const inputOf = (form: FormFields) => ({
  name: form.name,
  colour: form.colour,
  isActive: booleanField(form, "isActive"),
});

priorityForms.post(
  "/:shopUriName/priorities/add",
  formAction(async (c, form) => {
    const access = await manage(c);
    await createPriority(c.get("services").sql, access, inputOf(form));
    return seeOther(c, `/${access.shop.uriName}/priorities?done=added`);
  }),
);

priorityForms.post(
  "/:shopUriName/priorities/:id{[1-9][0-9]{0,9}}/edit",
  formAction(async (c, form) => {
    const access = await manage(c);
    await updatePriority(c.get("services").sql, access, Number(c.req.param("id")), inputOf(form));
    return seeOther(c, `/${access.shop.uriName}/priorities?done=saved`);
  }),
);
