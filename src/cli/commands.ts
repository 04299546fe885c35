// Every admin CLI command, in the order --help lists them. Later issues add theirs here.
import type { Command } from "./command.ts";
import { dbMigrate, dbStatus } from "./db_commands.ts";
import { demoSeed } from "./demo_commands.ts";
import { shopCreate, shopSetContact, shopSetParent } from "./shop_commands.ts";
import { templatesExport, templatesImport, templatesList } from "./template_commands.ts";
import { userCreate, userPlatformAdmin } from "./user_commands.ts";
import { localizationsExport, localizationsImport } from "./localization_commands.ts";

export const COMMANDS: Command[] = [
  dbMigrate,
  dbStatus,
  shopCreate,
  shopSetParent,
  shopSetContact,
  userCreate,
  userPlatformAdmin,
  templatesList,
  templatesImport,
  templatesExport,
  localizationsExport,
  localizationsImport,
  demoSeed,
];
