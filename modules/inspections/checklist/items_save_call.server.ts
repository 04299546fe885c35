// How every call that saves items answers (the checklist's single and bulk saves, the audit's labour): the
// inspection of the call is opened for the permission before the body is read, the save records the page it
// came from, and the answer's status is the response's own (200, 409 for stale items, 400 for none saved).
import type { Context } from "hono";
import type { AppEnv } from "@platform/http.ts";
import { sourcePage } from "@platform/source_page.ts";
import type { Permission } from "@modules/shops/mod.ts";
import { inspectionOfCall } from "../inspection_call.server.ts";
import type { PostedItem } from "../types.ts";
import { saveItems } from "./save_items.ts";

export async function answerItemsSave(
  c: Context<AppEnv>,
  permission: Permission,
  readPosted: () => Promise<PostedItem[]>,
  save: typeof saveItems = saveItems,
): Promise<Response> {
  const access = await inspectionOfCall(c, permission);
  const posted = await readPosted();
  const response = await save(
    c.get("services").sql,
    access,
    posted,
    sourcePage(c.req.header("Referer"), c.req.url),
  );
  return c.json(response, response.httpStatus);
}
