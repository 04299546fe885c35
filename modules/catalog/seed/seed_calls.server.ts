// The seed calls, mounted at /ajax/seed: seed type clone (POST /types/{id}/clone, field shopUriName) adds a
// template's inspection type to a shop. Signed out is 401; the gate's refusals are JSON {message}.
import { Hono } from "hono";
import { readFields, textField } from "@platform/call_fields.ts";
import { InputError, SignInRequiredError } from "@platform/errors.ts";
import type { AppEnv } from "@platform/http.ts";
import { cloneSeedType } from "./clone_seed_type.ts";

export const seedCalls = new Hono<AppEnv>();

seedCalls.use("*", async (c, next) => {
  if (!c.get("viewer")) throw new SignInRequiredError();
  await next();
});

// Ids are positive integers; anything else falls through to the "no such call" 404.
seedCalls.post("/types/:id{[1-9][0-9]{0,9}}/clone", async (c) => {
  const shopUriName = textField(await readFields(c), "shopUriName");
  if (shopUriName === null) {
    throw new InputError("Say which shop to add the inspection type to (shopUriName).");
  }
  const cloned = await cloneSeedType(
    c.get("services").sql,
    c.get("viewer"),
    Number(c.req.param("id")),
    shopUriName,
  );
  return c.json(cloned, 201);
});
