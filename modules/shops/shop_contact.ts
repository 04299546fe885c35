// How a shop is reached, as its customers see it on the report: the call button dials `phone`, and
// `accentColor` tints the report's heading and buttons. Set on /account (settings/) and by `deno task cli
// shop:set-contact`, which moves the settings' version on, so a settings page open meanwhile is a conflict.
import type { Tx } from "@platform/db.ts";
import { InputError } from "@platform/errors.ts";

export interface ShopContact {
  phone: string;
  email: string;
  address: string;
  website: string;
  /** '#rrggbb', or '' for the app's own colour. */
  accentColor: string;
}

const LIMITS: Record<keyof ShopContact, number> = {
  phone: 40,
  email: 254,
  address: 300,
  website: 200,
  accentColor: 7,
};

export async function selectShopContact(tx: Tx, shopId: number): Promise<ShopContact> {
  const [row] = await tx<ShopContact[]>`
    select phone, email, address, website, accent_color as "accentColor" from shops where id = ${shopId}`;
  return row ?? { phone: "", email: "", address: "", website: "", accentColor: "" };
}

/** Changes the fields given; each is checked first, so a bad one changes nothing. */
export async function updateShopContact(
  tx: Tx,
  shopId: number,
  changes: Partial<ShopContact>,
): Promise<void> {
  const next = { ...(await selectShopContact(tx, shopId)) };
  for (const [name, limit] of Object.entries(LIMITS) as [keyof ShopContact, number][]) {
    const value = changes[name];
    if (value === undefined) continue;
    const trimmed = value.trim();
    if (trimmed.length > limit) {
      throw new InputError(`The shop's ${name} is too long: at most ${limit} characters.`);
    }
    next[name] = name === "accentColor" ? trimmed.toLowerCase() : trimmed;
  }
  if (!/^(#[0-9a-f]{6})?$/.test(next.accentColor)) {
    throw new InputError(`The accent colour must look like #1d4ed8; "${next.accentColor}" does not.`);
  }
  await tx`
    update shops set phone = ${next.phone}, email = ${next.email}, address = ${next.address},
      website = ${next.website}, accent_color = ${next.accentColor}, version = version + 1, updated_at = now()
    where id = ${shopId}`;
}
