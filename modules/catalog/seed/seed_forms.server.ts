// "Add to my shop" without scripts: the seed pages' button is a form that posts here; with scripts it makes
// the clone call instead (and asks first when the shop has the type already). The answer is the comparison
// of the template type with the new copy. A refusal has no page of its own to re-render: the error page
// says it.
import { Hono } from "hono";
import { formAction, seeOther } from "@platform/forms.ts";
import type { AppEnv } from "@platform/http.ts";
import { cloneSeedType } from "./clone_seed_type.ts";

export const seedForms = new Hono<AppEnv>();

seedForms.post(
  "/:shopUriName/seed/types/:id{[1-9][0-9]{0,9}}/clone",
  formAction(async (c) => {
    const templateTypeId = Number(c.req.param("id"));
    const cloned = await cloneSeedType(
      c.get("services").sql,
      c.get("viewer"),
      templateTypeId,
      c.req.param("shopUriName") ?? "",
    );
    const shop = encodeURIComponent(c.req.param("shopUriName") ?? "");
    return seeOther(c, `/${shop}/seed/types/${templateTypeId}/comparison/${cloned.typeId}`);
  }, { rerender: false }),
);
