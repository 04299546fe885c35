import { setPlatformAdmin } from "../../modules/accounts/mod.ts";
import { createUser, describeRoles, findShopByUriName, parseRoles } from "../../modules/shops/mod.ts";
import { NotFoundError } from "../platform/errors.ts";
import { type Command, UsageError } from "./command.ts";

export const userCreate: Command = {
  name: "user:create",
  summary: "Create a user in a shop",
  flags: {
    shop: { description: "the shop's uri (web address segment)", required: true },
    email: { description: "sign-in e-mail address", required: true },
    name: { description: "the name colleagues and customers see", required: true },
    role: { description: "owner, manager or mechanic; several separated by commas", required: true },
    password: { description: "at least 8 characters", required: true },
  },
  needsCurrentSchema: true,
  async run(flags, { sql, print }) {
    const roles = parseRoles(flags.role);
    if (typeof roles === "string") throw new UsageError(roles);
    const user = await sql.begin(async (tx) => {
      const shop = await findShopByUriName(tx, flags.shop.trim().toLowerCase());
      if (!shop) throw new NotFoundError(`There is no shop with the uri "${flags.shop}".`);
      return await createUser(tx, {
        shopId: shop.id,
        email: flags.email,
        displayName: flags.name,
        roles,
        password: flags.password,
      });
    });
    print(`Created ${user.displayName} <${user.email}> as ${describeRoles(roles)} in ${flags.shop}.`);
  },
};

export const userPlatformAdmin: Command = {
  name: "user:platform-admin",
  summary: "Make a user a platform admin (acts in every shop), or take it back",
  flags: {
    email: { description: "the user's sign-in e-mail address", required: true },
    grant: { description: "yes to make them a platform admin, no to take it back", required: true },
  },
  needsCurrentSchema: true,
  async run(flags, { sql, print }) {
    const grant = flags.grant.trim().toLowerCase();
    if (grant !== "yes" && grant !== "no") throw new UsageError('--grant must be "yes" or "no".');
    const name = await sql.begin((tx) => setPlatformAdmin(tx, flags.email, grant === "yes"));
    print(grant === "yes" ? `${name} is now a platform admin.` : `${name} is no longer a platform admin.`);
  },
};
