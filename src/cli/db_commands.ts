import { installBuiltInTemplates } from "../../modules/catalog/mod.ts";
import { migrate, migrationStatus } from "../platform/migrations.ts";
import type { Command } from "./command.ts";

export const dbMigrate: Command = {
  name: "db:migrate",
  summary: "Apply pending database migrations and install missing built-in shop-type templates",
  flags: {},
  needsCurrentSchema: false,
  async run(_flags, { sql, print }) {
    const applied = await migrate(sql);
    if (applied.length === 0) print("The database is up to date.");
    for (const name of applied) print(`applied ${name}`);
    for (const key of await installBuiltInTemplates(sql)) print(`installed the template ${key}`);
  },
};

export const dbStatus: Command = {
  name: "db:status",
  summary: "List migrations and whether each is applied",
  flags: {},
  needsCurrentSchema: false,
  async run(_flags, { sql, print }) {
    for (const status of await migrationStatus(sql)) {
      const when = status.appliedAt ? status.appliedAt.toISOString() : "";
      print(`${status.name.padEnd(32)} ${status.state.padEnd(8)} ${when}`.trimEnd());
    }
  },
};
