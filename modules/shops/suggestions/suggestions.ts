// The Suggestion Box (seed 001: "Suggestion: plain text body"): a signed-in user's suggestion, kept with
// who sent it, from which shop and when; platform admins read them, newest first.
import type { Sql, Tx } from "@platform/db.ts";
import { InputError, NotFoundError, SignInRequiredError } from "@platform/errors.ts";
import type { Viewer } from "@platform/viewer.ts";
import { requireShopAccess } from "../shop_access.ts";

export const SUGGESTION_MAX_CHARS = 4000;
/** How many the admin page lists: the newest. */
export const SUGGESTIONS_LISTED = 200;

/** The suggestion as stored: trimmed; empty or too long is refused with a message. */
export function checkSuggestion(text: unknown): string {
  if (typeof text !== "string") throw new InputError("text must be the suggestion, as text.");
  const body = text.trim();
  if (body === "") throw new InputError("Write your suggestion first.");
  if (body.length > SUGGESTION_MAX_CHARS) {
    throw new InputError(`A suggestion can be at most ${SUGGESTION_MAX_CHARS} characters long.`);
  }
  return body;
}

export async function addSuggestion(
  sql: Sql,
  viewer: Viewer | null,
  input: { text: unknown; shopUriName: string | null },
): Promise<void> {
  if (!viewer) throw new SignInRequiredError();
  const body = checkSuggestion(input.text);
  // A shop named must be one the user works in: the same 404 as everywhere for one they do not.
  const shop = input.shopUriName === null
    ? null
    : (await requireShopAccess(sql, viewer, input.shopUriName)).shop;
  // Impersonating, the suggestion is the person's at the keyboard.
  const userId = viewer.actor?.userId ?? viewer.userId;
  await sql`insert into suggestions (shop_id, user_id, body) values (${
    shop?.id ?? null
  }, ${userId}, ${body})`;
}

export interface SuggestionRow {
  id: number;
  body: string;
  createdAt: string;
  shopName: string | null;
  userName: string | null;
  userEmail: string | null;
}

export async function listSuggestions(tx: Tx, viewer: Viewer | null): Promise<SuggestionRow[]> {
  if (!viewer) throw new SignInRequiredError();
  // Shop staff never see that the page exists.
  if (!viewer.isPlatformAdmin || viewer.actor) throw new NotFoundError("There is no page at this address.");
  const rows = await tx<(Omit<SuggestionRow, "createdAt"> & { createdAt: Date })[]>`
    select s.id, s.body, s.created_at as "createdAt", shops.name as "shopName",
           u.display_name as "userName", u.email as "userEmail"
    from suggestions s
    left join shops on shops.id = s.shop_id
    left join accounts_people u on u.id = s.user_id
    order by s.created_at desc, s.id desc
    limit ${SUGGESTIONS_LISTED}`;
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
