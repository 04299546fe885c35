import { APP_NAME } from "./brand.ts";

type Matches = ReadonlyArray<{ routeId: string; loaderData?: unknown }>;

/** "Inspection types — Demo Auto Repair": the page, then the shop whose layout route it is rendered in. */
export function pageTitle(page: string, matches: Matches): string {
  // The shop layout route's data (shops' ShopSession), read by shape: the kit knows no module.
  const gate = matches.find((match) => match.routeId === "/$shopUriName")?.loaderData as
    | { shop?: { name?: string } }
    | undefined;
  return `${page} — ${gate?.shop?.name ?? APP_NAME}`;
}

/** A route's head with the page's title: `head: pageHead("Priorities")`. */
export function pageHead(
  page: string,
): (context: { matches: Matches }) => { meta: Array<{ title: string }> } {
  return ({ matches }) => ({ meta: [{ title: pageTitle(page, matches) }] });
}
