import { createShop } from "../../modules/shops/mod.ts";
import type { Command } from "./command.ts";

export const shopCreate: Command = {
  name: "shop:create",
  summary: "Create a shop",
  flags: {
    uri: { description: "web address segment: /{uri}/... (letters, digits, hyphens)", required: true },
    name: { description: "the shop's name, as customers see it", required: true },
  },
  needsCurrentSchema: true,
  async run(flags, { sql, print }) {
    const shop = await sql.begin((tx) => createShop(tx, { uriName: flags.uri, name: flags.name }));
    print(`Created shop ${shop.name} at /${shop.uriName} (id ${shop.id}).`);
  },
};
