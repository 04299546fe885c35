// POST /ajax/misc/suggestions (seed 001, "Suggestion"): JSON {text, shopUriName?}; an empty 204 when kept.
// Signed-in users only; the CSRF middleware has checked the token before this runs.
import { Hono } from "hono";
import { readFields, textField } from "@platform/call_fields.ts";
import type { AppEnv } from "@platform/http.ts";
import { addSuggestion } from "./suggestions.ts";

export const suggestionCalls = new Hono<AppEnv>().post("/", async (c) => {
  const fields = await readFields(c);
  await addSuggestion(c.get("services").sql, c.get("viewer"), {
    text: fields.text ?? "",
    shopUriName: textField(fields, "shopUriName"),
  });
  return c.body(null, 204);
});
