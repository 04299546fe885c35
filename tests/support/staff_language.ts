// The words tests' two moves: a shop's staff switched to a culture for the length of a test (and back, even
// when it fails), and what a page shows, read from its <main> (the page's words also travel, unread, in its
// data for the scripts, so the whole document would find words the page does not show).
import assert from "node:assert/strict";
import type { Sql } from "../../src/platform/db.ts";
import type { HttpClient } from "./http_client.ts";

/** Runs `fn` while the shop (by id, or by its address name) has `culture` as its staff language. */
export async function inStaffLanguage(
  sql: Sql,
  shop: number | string,
  culture: string,
  fn: () => Promise<void>,
): Promise<void> {
  const set = (language: string) =>
    typeof shop === "number"
      ? sql`update shops set staff_language = ${language} where id = ${shop}`
      : sql`update shops set staff_language = ${language} where uri_name = ${shop}`;
  await set(culture);
  try {
    await fn();
  } finally {
    await set("en-US");
  }
}

/** The page at `path` (answered 200): its tab title, its <main> and the whole document. */
export async function pageShown(
  client: HttpClient,
  path: string,
): Promise<{ title: string; main: string; html: string }> {
  const { status, html } = await client.page(path);
  assert.equal(status, 200, path);
  return {
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "",
    main: /<main[^>]*>(.*?)<\/main>/s.exec(html)![0],
    html,
  };
}
