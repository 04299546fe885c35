// The localization page's calls, mounted at /ajax/localizations (decision 028). Its reads, a slice of 50
// strings at a time (owners and managers: shop.manage, as the page):
//   GET    /ajax/localizations/{culture}/messages?shop=&area=&search=&offset=  → 200 { rows, total, offset }
//          the app's messages of an area, or matching a search (key, default or wording), from offset
//   GET    /ajax/localizations/{culture}/catalogue?shop=&search=&offset=       → 200 { rows, total, offset }
//          the shop's catalogue texts with their translations, all or matching a search
// Its saves, owners only (localizations.manage); the CSRF token is checked first by the middleware:
//   PUT    /ajax/localizations/{culture}/messages?shop={uriName}   { key, message }  → 200 { key, message }
//          a broken ICU message or an unknown placeholder is a 400 with the reason; nothing is written
//   POST   /ajax/localizations/{culture}/messages/reset?shop=…  { key }       → 200 { key, message }
//          (the default it is back to)
//   PUT    /ajax/localizations/{culture}/catalogue?shop={uriName} { text, translation } → 200 { text, translation }
//          an empty translation removes it
// Nothing is cached: the next page, report or message reads the change.
import { type Context, Hono } from "hono";
import { z } from "zod";
import { InputError, NotFoundError, SignInRequiredError } from "@platform/errors.ts";
import { type AppEnv, readJson } from "@platform/http.ts";
import { type Permission, requireShopAccess } from "@modules/shops/mod.ts";
import { catalogueEntry, cultureOf, defaultMessage, resetOverride, saveOverride } from "../../text/mod.ts";
import { NO_SUCH_CULTURE } from "./localizations_pages.server.ts";
import { saveTranslation } from "./translation_queries.ts";
import {
  matchingMessages,
  matchingTranslations,
  messageRows,
  readStringsQuery,
  sliceOf,
  translationRows,
} from "./culture_strings.server.ts";

export const localizationCalls = new Hono<AppEnv>();

const STRICT = {
  error: (issue: { code: string; keys?: string[] }) =>
    issue.code === "unrecognized_keys" ? `Unknown field: ${issue.keys?.join(", ")}.` : undefined,
};
const messageBody = z.strictObject({
  key: z.string({ error: "key must be the message's key (text)." }).max(120),
  message: z.string({ error: "message must be text." }),
}, STRICT);
const resetBody = z.strictObject({
  key: z.string({ error: "key must be the message's key (text)." }).max(120),
}, STRICT);
const translationBody = z.strictObject({
  text: z.string({ error: "text must be the shop's text to translate." }),
  translation: z.string({ error: "translation must be text." }),
}, STRICT);

function parsed<T>(schema: z.ZodType<T>, body: unknown): T {
  const result = schema.safeParse(body);
  if (!result.success) throw new InputError(result.error.issues[0].message);
  return result.data;
}

async function gate(c: Context<AppEnv>, permission: Permission = "localizations.manage") {
  const viewer = c.get("viewer");
  if (!viewer) throw new SignInRequiredError();
  const shop = c.req.query("shop");
  if (!shop) throw new InputError("Send shop, the shop's address name (as in /{shop}/localizations).");
  const { sql } = c.get("services");
  const access = await requireShopAccess(sql, viewer, shop, permission);
  const culture = cultureOf(c.req.param("culture") ?? "");
  if (!culture) throw new NotFoundError(NO_SUCH_CULTURE);
  return { sql, shopId: access.shop.id, culture };
}

localizationCalls.get("/:culture/messages", async (c) => {
  const { sql, shopId, culture } = await gate(c, "shop.manage");
  const query = readStringsQuery((name) => c.req.query(name));
  return c.json(sliceOf(matchingMessages(await messageRows(sql, shopId, culture), query), query.offset));
});

localizationCalls.get("/:culture/catalogue", async (c) => {
  const { sql, shopId, culture } = await gate(c, "shop.manage");
  const query = readStringsQuery((name) => c.req.query(name));
  const rows = matchingTranslations(await translationRows(sql, shopId, culture), query);
  return c.json(sliceOf(rows, query.offset));
});

localizationCalls.put("/:culture/messages", async (c) => {
  const { sql, shopId, culture } = await gate(c);
  const { key, message } = parsed(messageBody, await readJson(c));
  await sql.begin((tx) => saveOverride(tx, shopId, culture, key, message));
  return c.json({ key, message });
});

localizationCalls.post("/:culture/messages/reset", async (c) => {
  const { sql, shopId, culture } = await gate(c);
  const { key } = parsed(resetBody, await readJson(c));
  if (!catalogueEntry(key)) throw new InputError(`There is no message ${key}.`);
  await resetOverride(sql, shopId, culture, key);
  return c.json({ key, message: defaultMessage(key, culture) });
});

localizationCalls.put("/:culture/catalogue", async (c) => {
  const { sql, shopId, culture } = await gate(c);
  const { text, translation } = parsed(translationBody, await readJson(c));
  await saveTranslation(sql, shopId, culture, text, translation);
  return c.json({ text, translation: translation.trim() });
});
