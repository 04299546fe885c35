// The findings calls, mounted at /ajax/findings (docs/catalog/findings_and_priorities.md; who may make
// each in docs/permissions.md). Every call needs a signed-in user; writes also need the CSRF token, which
// the middleware checks first. A finding or task of another shop is the same 404 as one that does not exist.
import { type Context, Hono } from "hono";
import { idField, readFields } from "@platform/call_fields.ts";
import { InputError, SignInRequiredError } from "@platform/errors.ts";
import type { AppEnv } from "@platform/http.ts";
import { reorderIdsOf } from "@platform/reorder_call.ts";
import { readStatusToggle } from "@platform/status_toggle.ts";
import { requireShopAccess } from "@modules/shops/mod.ts";
import { type CatalogThing, requireCatalogAccess } from "../catalog_access.ts";
import { createFinding } from "./create_finding.ts";
import { clockOf, itemOf, listFindings } from "./findings_pages.server.ts";
import type { FindingRow } from "./findings_queries.server.ts";
import { findingsFilterOf, findingsSearchOfParams } from "./findings_search.ts";
import { reorderCall } from "../reorder_call.server.ts";
import { auditFindings, setFindingActive } from "./set_finding_status.ts";
import { updateFinding } from "./update_finding.ts";

export const findingsCalls = new Hono<AppEnv>();

findingsCalls.use("*", async (c, next) => {
  if (!c.get("viewer")) throw new SignInRequiredError();
  await next();
});

// Ids are positive integers; anything else falls through to the "no such call" 404.
const ID = ":id{[1-9][0-9]{0,9}}";

function access(
  c: Context<AppEnv>,
  thing: CatalogThing,
  id: number,
  permission: "catalog.view" | "catalog.manage",
) {
  return requireCatalogAccess(c.get("services").sql, c.get("viewer"), thing, id, permission);
}

const answer = (row: FindingRow, timeZone: string) => ({ finding: itemOf(row, clockOf(timeZone)) });

/** GET /ajax/findings?shop=...&search=...: the /findings list's rows as JSON, with the page's query. */
findingsCalls.get("/", async (c) => {
  const shop = c.req.query("shop");
  if (!shop) throw new InputError("Send shop, the shop's address name (as in /{shop}/findings).");
  const shopAccess = await requireShopAccess(c.get("services").sql, c.get("viewer"), shop, "catalog.view");
  const filter = findingsFilterOf(findingsSearchOfParams(new URL(c.req.url).searchParams));
  const list = await listFindings(c.get("services").sql, shopAccess, filter);
  return c.json({ ...list, page: filter.page, pageSize: filter.pageSize });
});

/** The checklist's "add finding": any member (mechanics add findings while inspecting). */
findingsCalls.post("/new", async (c) => {
  const fields = await readFields(c);
  const taskId = idField(fields, "taskId");
  if (taskId === null) throw new InputError("Send taskId, the task the finding is for.");
  const shopAccess = await access(c, "tasks", taskId, "catalog.view");
  const { finding, created } = await createFinding(c.get("services").sql, shopAccess, taskId, {
    text: fields.findingText ?? fields.text,
    priorityId: fields.priorityId,
  }, "checklist");
  return c.json(answer(finding, shopAccess.shop.timeZone), created ? 201 : 200);
});

findingsCalls.post("/reorder", (c) => reorderCall(c, "findings"));

/** "Mark audited" for the selected findings: ids as for a reorder. */
findingsCalls.post("/audit", async (c) => {
  const ids = reorderIdsOf(
    (await readFields(c)).ids,
    "Send the ids of the findings to mark audited, such as 12,7,9.",
  );
  const audited = await auditFindings(c.get("services").sql, c.get("viewer"), ids);
  return c.json({ audited });
});

findingsCalls.post(`/${ID}/status`, async (c) => {
  const id = Number(c.req.param("id"));
  const shopAccess = await access(c, "findings", id, "catalog.manage");
  const isActive = readStatusToggle(await readFields(c));
  const finding = await setFindingActive(c.get("services").sql, shopAccess, id, isActive);
  return c.json(answer(finding, shopAccess.shop.timeZone));
});

/** Edit: text (or findingText), explanation, recommendation, priorityId, status; what is left out is kept. */
findingsCalls.post(`/${ID}`, async (c) => {
  const id = Number(c.req.param("id"));
  const shopAccess = await access(c, "findings", id, "catalog.manage");
  const fields = await readFields(c);
  const finding = await updateFinding(c.get("services").sql, shopAccess, id, {
    text: fields.text ?? fields.findingText,
    explanation: fields.explanation,
    recommendation: fields.recommendation,
    priorityId: fields.priorityId,
    status: fields.status,
  });
  return c.json(answer(finding, shopAccess.shop.timeZone));
});
