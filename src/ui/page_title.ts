import type { ShopSession } from "../../modules/shops/ui.ts";
import { APP_NAME } from "./brand.ts";

/** "Inspection types — Demo Auto Repair": the page, then the shop whose layout route it is rendered in. */
export function pageTitle(
  page: string,
  matches: ReadonlyArray<{ routeId: string; loaderData?: unknown }>,
): string {
  const gate = matches.find((match) => match.routeId === "/$shopUriName")?.loaderData as
    | ShopSession
    | undefined;
  return `${page} — ${gate?.shop.name ?? APP_NAME}`;
}
