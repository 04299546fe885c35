// The findings pages' form posts: add and edit under a task (/{shop}/tasks/{id}/findings/add, .../{id}/edit)
// and from the list (/{shop}/findings/add, /{shop}/findings/{id}/edit). Each answers a 303 to a page that
// says what was done; a refusal re-renders the form with the message (src/platform/forms.ts).
import { type Context, Hono } from "hono";
import { formAction, type FormFields, seeOther } from "@platform/forms.ts";
import type { AppEnv } from "@platform/http.ts";
import { rowIdOf } from "@platform/row_ids.ts";
import { hasPermission, shopOfRequest } from "@modules/shops/mod.ts";
import { NOT_FOUND } from "../catalog_access.ts";
import { createFinding } from "./create_finding.ts";
import type { FindingInput } from "./finding_fields.ts";
import { selectFinding } from "./findings_queries.server.ts";
import { updateFinding } from "./update_finding.ts";
import { NotFoundError } from "@platform/errors.ts";

export const findingForms = new Hono<AppEnv>();

const ID = "[1-9][0-9]{0,9}";

function inputOf(form: FormFields): FindingInput {
  return {
    text: form.text ?? "",
    status: form.status,
    explanation: form.explanation ?? "",
    recommendation: form.recommendation ?? "",
    priorityId: form.priorityId ?? "",
  };
}

/** The checklist the add page was opened from: only a positive whole number names an inspection. */
export function inspectionIdOf(value: string | undefined): number | null {
  return value && /^[1-9][0-9]{0,9}$/.test(value) && Number(value) < 2 ** 31 ? Number(value) : null;
}

/** Adds with the viewer's rights: owners and managers set every field, a mechanic adds a "new" finding. */
async function add(c: Context<AppEnv>, form: FormFields, taskId: number) {
  const access = await shopOfRequest(c, "catalog.view");
  const mode = hasPermission(access.roles, "catalog.manage") ? "catalog" : "checklist";
  const { finding } = await createFinding(c.get("services").sql, access, taskId, inputOf(form), mode);
  const inspectionId = inspectionIdOf(form.inspectionId);
  const shop = access.shop.uriName;
  return seeOther(
    c,
    inspectionId !== null
      ? `/${shop}/inspections/${inspectionId}/checklist`
      : `/${shop}/tasks/${finding.taskId}/findings?done=added`,
  );
}

findingForms.post(
  `/:shopUriName/tasks/:taskId{${ID}}/findings/add`,
  formAction((c, form) => add(c, form, Number(c.req.param("taskId")))),
);

findingForms.post(
  "/:shopUriName/findings/add",
  // No task chosen is no task of this shop: the form's 404 message names what is missing.
  formAction((c, form) => add(c, form, rowIdOf(form.taskId) ?? 0)),
);

async function edit(
  c: Context<AppEnv>,
  form: FormFields,
  taskId: number | null,
  back: (taskId: number) => string,
) {
  const access = await shopOfRequest(c, "catalog.manage");
  const id = Number(c.req.param("id"));
  const current = await selectFinding(c.get("services").sql, access.shop.id, id);
  if (!current || (taskId !== null && current.taskId !== taskId)) throw new NotFoundError(NOT_FOUND.findings);
  await updateFinding(c.get("services").sql, access, id, inputOf(form));
  return seeOther(c, `/${access.shop.uriName}${back(current.taskId)}`);
}

findingForms.post(
  `/:shopUriName/tasks/:taskId{${ID}}/findings/:id{${ID}}/edit`,
  formAction((c, form) => {
    const taskId = Number(c.req.param("taskId"));
    return edit(c, form, taskId, () => `/tasks/${taskId}/findings?done=saved`);
  }),
);

findingForms.post(
  `/:shopUriName/findings/:id{${ID}}/edit`,
  formAction((c, form) => edit(c, form, null, () => "/findings?done=saved")),
);
