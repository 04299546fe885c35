// What points at a customer from the modules above shops (an inspection's customer): a merge moves it to the
// customer who keeps everything. Shops cannot name those tables, so each owner registers its move at
// start-up (src/app.ts), as accounts asks shops where a person lands after signing in (decision 017).
import type { Tx } from "@platform/db.ts";

export interface CustomerReferences {
  /** What moves, as the trail counts it: "inspections". */
  name: string;
  /** Points every row of customer `fromId` at `toId`, in the merge's transaction; answers how many moved. */
  move(tx: Tx, shopId: number, fromId: number, toId: number): Promise<number>;
}

const registered = new Map<string, CustomerReferences>();

export function registerCustomerReferences(references: CustomerReferences): void {
  registered.set(references.name, references);
}

/** Every registered owner's move, in the order they registered. */
export function customerReferences(): CustomerReferences[] {
  return [...registered.values()];
}
