import {
  createShop,
  findShopByUriName,
  setParentShop,
  type Shop,
  updateShopContact,
} from "../../modules/shops/mod.ts";
import type { Tx } from "../platform/db.ts";
import { InputError } from "../platform/errors.ts";
import type { Command } from "./command.ts";

async function shopAt(tx: Tx, uri: string): Promise<Shop> {
  const shop = await findShopByUriName(tx, uri.trim().toLowerCase());
  if (!shop || shop.kind !== "shop") throw new InputError(`There is no shop at /${uri}.`);
  return shop;
}

export const shopCreate: Command = {
  name: "shop:create",
  summary: "Create a shop",
  flags: {
    uri: { description: "web address segment: /{uri}/... (letters, digits, hyphens)", required: true },
    name: { description: "the shop's name, as customers see it", required: true },
    parent: { description: "the parent shop's address, for a tenant of a shop group" },
  },
  needsCurrentSchema: true,
  async run(flags, { sql, print }) {
    const shop = await sql.begin(async (tx) => {
      const created = await createShop(tx, { uriName: flags.uri, name: flags.name });
      if (flags.parent) await setParentShop(tx, created.id, (await shopAt(tx, flags.parent)).id);
      return created;
    });
    print(`Created shop ${shop.name} at /${shop.uriName} (id ${shop.id}).`);
    if (flags.parent) print(`It is a tenant of /${flags.parent}, which can publish inspection types to it.`);
  },
};

export const shopSetParent: Command = {
  name: "shop:set-parent",
  summary: "Put a shop in a shop group (its parent publishes inspection types to it), or take it out",
  flags: {
    uri: { description: "the tenant shop's address", required: true },
    parent: { description: 'the parent shop\'s address, or "none" to leave the group', required: true },
  },
  needsCurrentSchema: true,
  async run(flags, { sql, print }) {
    await sql.begin(async (tx) => {
      const shop = await shopAt(tx, flags.uri);
      const parent = flags.parent === "none" ? null : await shopAt(tx, flags.parent);
      await setParentShop(tx, shop.id, parent?.id ?? null);
    });
    print(
      flags.parent === "none"
        ? `/${flags.uri} is no longer in a shop group.`
        : `/${flags.uri} is now a tenant of /${flags.parent}.`,
    );
  },
};

export const shopSetContact: Command = {
  name: "shop:set-contact",
  summary: "Set how customers reach a shop (shown on the report, whose call button dials the phone)",
  flags: {
    uri: { description: "the shop's address", required: true },
    phone: { description: "the phone number customers call" },
    email: { description: "the e-mail address customers write to" },
    address: { description: "the street address, on one line" },
    website: { description: "the shop's own web site" },
    accent: { description: "the report's accent colour, like #1d4ed8 (empty for the app's own)" },
  },
  needsCurrentSchema: true,
  async run(flags, { sql, print }) {
    await sql.begin(async (tx) => {
      const shop = await shopAt(tx, flags.uri);
      await updateShopContact(tx, shop.id, {
        phone: flags.phone,
        email: flags.email,
        address: flags.address,
        website: flags.website,
        accentColor: flags.accent,
      });
    });
    print(`The contact of /${flags.uri} is saved.`);
  },
};
