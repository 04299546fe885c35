import { DEMO_SHOP } from "@modules/shops/mod.ts";
import { seedDemo } from "../demo/seed_demo.ts";
import { Keys } from "../platform/keys.ts";
import type { Command } from "./command.ts";

export const demoSeed: Command = {
  name: "demo:seed",
  summary: `Create the demo shop (/${DEMO_SHOP.uriName}) with its users, checklists, customers and vehicles`,
  flags: {},
  needsCurrentSchema: true,
  async run(_flags, { sql, config, print }) {
    // The key the app encrypts ids with: the demo inspections' links must open in the app.
    const seeded = await seedDemo(sql, new Keys(config.secretKey));
    if (!seeded) {
      print(`The demo shop /${DEMO_SHOP.uriName} already exists; nothing changed.`);
      return;
    }
    print(`Created ${DEMO_SHOP.name} at /${DEMO_SHOP.uriName}. Sign in with:`);
    for (const login of seeded.logins) print(`  ${login.role.padEnd(10)} ${login.email}  ${login.password}`);
  },
};
