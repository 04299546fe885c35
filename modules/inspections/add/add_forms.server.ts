// The add form's post (/{shop}/inspections/add), quick-create's (/{shop}/quick-create), and the work-order
// entry points (/{shop}/inspections/create?workOrderId=, /{shop}/inspections/new?repairOrder=). A made
// inspection is a 303 to its checklist; a refused post shows the form again with the message and the input.
// The add page's script posts the same form with Accept: application/json and gets { location } or
// { message } instead, so it can stay on the page.
import { type Context, Hono } from "hono";
import { ConflictError, InputError, UserFacingError } from "@platform/errors.ts";
import { formAction, type FormFields, readForm, seeOther } from "@platform/forms.ts";
import type { AppEnv } from "@platform/http.ts";
import { sourcePage } from "@platform/source_page.ts";
import { saidToStaff, shopOfRequest } from "@modules/shops/mod.ts";
import { type AddValues, newInspectionOf, readAddValues } from "./add_fields.ts";
import { createInspection } from "./create_inspection.ts";
import { selectInspectionOfOrder } from "../list/list_queries.server.ts";
import { quickValuesOf } from "./quick_create_fields.ts";

export const addInspectionForms = new Hono<AppEnv>();

async function create(c: Context<AppEnv>, values: AddValues, quick: boolean): Promise<string> {
  const { sql, keys } = c.get("services");
  const access = await shopOfRequest(c, "inspections.work");
  // The form's and the records' rules refuse in the staff language.
  return await saidToStaff(sql, access.shop, async () => {
    const input = newInspectionOf(values);
    // Quick-create is the bay's: the mechanic who starts it does the inspection.
    if (quick && input.mechanicUserId === null && access.roles.isMechanic) {
      input.mechanicUserId = access.viewer.userId;
    }
    const page = sourcePage(c.req.header("Referer"), c.req.url);
    const made = await sql.begin((tx) =>
      createInspection(tx, keys, access.shop.id, access.viewer, input, page)
    );
    return `/${access.shop.uriName}/inspections/${made.encId}/checklist`;
  });
}

const wantsJson = (c: Context<AppEnv>) => (c.req.header("Accept") ?? "").includes("application/json");

function post(valuesOf: (form: FormFields) => AddValues, quick = false) {
  const plain = formAction(async (c, form) => seeOther(c, await create(c, valuesOf(form), quick)));
  return async (c: Context<AppEnv>) => {
    if (!wantsJson(c)) return await plain(c, async () => {});
    try {
      return c.json({ location: await create(c, valuesOf(await readForm(c)), quick) }, 201);
    } catch (error) {
      // A question (409, ask_first.ts) carries what was found, for the page to offer.
      const details = error instanceof ConflictError ? error.details : undefined;
      if (error instanceof UserFacingError) {
        return c.json({ message: error.message, ...details }, error.status as 400);
      }
      throw error;
    }
  };
}

addInspectionForms.post("/:shopUriName/inspections/add", post(readAddValues));
addInspectionForms.post("/:shopUriName/quick-create", post(quickValuesOf, true));

/** Opens the inspection a work order already has, or the add form prefilled to make it. */
async function openOrAdd(
  c: Context<AppEnv>,
  key: { workOrderId: string } | { roNumber: string },
  prefill: Record<string, string>,
) {
  const { sql } = c.get("services");
  const access = await shopOfRequest(c, "inspections.work");
  const encId = await selectInspectionOfOrder(sql, access.shop.id, key);
  const base = `/${access.shop.uriName}/inspections`;
  return seeOther(c, encId ? `${base}/${encId}` : `${base}/add?${new URLSearchParams(prefill)}`);
}

addInspectionForms.get("/:shopUriName/inspections/create", async (c) => {
  const workOrderId = c.req.query("workOrderId")?.trim() ?? "";
  if (!workOrderId || workOrderId.length > 80) {
    throw new InputError(
      "Send workOrderId, the work order's id in the shop's system (at most 80 characters).",
    );
  }
  return await openOrAdd(c, { workOrderId }, { workOrderId });
});

addInspectionForms.get("/:shopUriName/inspections/new", async (c) => {
  const roNumber = c.req.query("repairOrder")?.trim() ?? "";
  if (!roNumber || roNumber.length > 40) {
    throw new InputError("Send repairOrder, the repair order's number (at most 40 characters).");
  }
  return await openOrAdd(c, { roNumber }, { ro: roNumber });
});
