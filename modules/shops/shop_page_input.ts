// The inputs of shop pages' server functions, read from the address. Client-safe: a server function's
// validator is part of the browser bundle too (its handler is not), so these live apart from shop_page.ts.
import { rowIdOf } from "@platform/row_ids.ts";

/** The input of a shop page that needs only the shop: its address name. */
export function shopPageInput(input: { shopUriName: string }): { shopUriName: string } {
  return { shopUriName: String(input.shopUriName) };
}

/** The input of a shop page about one row (a task, a finding): an id from the address that names nothing
 * (not a number, out of range) becomes 0, which no row has, so the page answers its own 404. */
export function shopRowInput<Name extends string>(name: Name) {
  return (input: { shopUriName: string } & Record<Name, string | number>) =>
    ({ shopUriName: String(input.shopUriName), [name]: rowIdOf(input[name]) ?? 0 }) as
      & { shopUriName: string }
      & Record<Name, number>;
}
