// Creates a shop (a tenant). Its uriName becomes the first segment of every shop page, so it must be a
// clean URL segment and must not collide with the app's own top-level paths.
import type { Tx } from "@platform/db.ts";
import { ConflictError, InputError } from "@platform/errors.ts";
import { RESERVED_FIRST_SEGMENTS } from "@platform/reserved_paths.ts";
import { DEFAULT_TIME_ZONE, isTimeZone } from "@platform/time_zones.ts";
import { insertShop } from "./queries.server.ts";
import type { Shop, ShopKind } from "./types.ts";

const URI_NAME = /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/;

export function validateUriName(raw: string): string {
  const uriName = raw.trim().toLowerCase();
  if (!URI_NAME.test(uriName)) {
    throw new InputError(
      `"${raw}" cannot be a shop's web address: use 1 to 40 letters, digits or hyphens, ` +
        `starting and ending with a letter or digit.`,
    );
  }
  if (RESERVED_FIRST_SEGMENTS.has(uriName)) {
    throw new InputError(`"${uriName}" is reserved for the app's own pages; choose another web address.`);
  }
  return uriName;
}

/** A shop's name as it is kept: trimmed, 1 to 120 characters. */
export function checkShopName(raw: string): string {
  const name = raw.trim();
  if (name.length === 0 || name.length > 120) {
    throw new InputError("A shop's name must be 1 to 120 characters.");
  }
  return name;
}

export async function createShop(
  tx: Tx,
  input: { uriName: string; name: string; timeZone?: string; kind?: ShopKind; parentShopId?: number | null },
): Promise<Shop> {
  const kind = input.kind ?? "shop";
  // A template's address is "_" and its key, which no real shop's address can be.
  const uriName = kind === "template" ? `_${validateUriName(input.uriName)}` : validateUriName(input.uriName);
  const name = checkShopName(input.name);
  const timeZone = input.timeZone ?? DEFAULT_TIME_ZONE;
  if (!isTimeZone(timeZone)) throw new InputError(`"${timeZone}" is not a time zone.`);
  const shop = await insertShop(tx, {
    uriName,
    name,
    timeZone,
    kind,
    parentShopId: input.parentShopId ?? null,
  });
  if (!shop) throw new ConflictError(`The web address "${uriName}" is already taken by another shop.`);
  return shop;
}
