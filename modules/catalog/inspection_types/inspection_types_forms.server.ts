// The inspection type form posts: /{shop}/inspection-types/add and /{shop}/inspection-types/{id}/edit.
// Each answers a 303 to the type's page saying what was done; a refusal re-renders the form with the
// message and the input (src/platform/forms.ts).
import { Hono } from "hono";
import { formAction, seeOther } from "@platform/forms.ts";
import type { AppEnv } from "@platform/http.ts";
import { shopOfRequest } from "@modules/shops/mod.ts";
import { createInspectionType } from "./create_inspection_type.ts";
import { readInspectionTypeInput } from "./inspection_type_input.ts";
import { updateInspectionType } from "./update_inspection_type.ts";

export const inspectionTypeForms = new Hono<AppEnv>();

inspectionTypeForms.post(
  "/:shopUriName/inspection-types/add",
  formAction(async (c, form) => {
    const { sql } = c.get("services");
    const { shop } = await shopOfRequest(c, "catalog.manage");
    const id = await createInspectionType(sql, shop.id, readInspectionTypeInput(form));
    return seeOther(c, `/${shop.uriName}/inspection-types/${id}/edit?done=added`);
  }),
);

inspectionTypeForms.post(
  "/:shopUriName/inspection-types/:id{[1-9][0-9]{0,9}}/edit",
  formAction(async (c, form) => {
    const { sql } = c.get("services");
    const { shop } = await shopOfRequest(c, "catalog.manage");
    const id = Number(c.req.param("id"));
    await updateInspectionType(sql, shop.id, id, readInspectionTypeInput(form));
    return seeOther(c, `/${shop.uriName}/inspection-types/${id}/edit?done=saved`);
  }),
);
