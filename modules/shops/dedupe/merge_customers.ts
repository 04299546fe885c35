// Merges two records of one customer (decision 023): the kept customer takes the other's vehicles, their
// inspections (and with them the reports sent, the messages and the customer's answers, which hang off the
// inspections), their trail, and any contact detail the kept record lacks; the other record is deleted. One
// transaction, recorded in the trail. A pair that changed since it was listed is refused, never half-merged.
import type { Sql, Tx } from "@platform/db.ts";
import { ConflictError, InputError, NotFoundError } from "@platform/errors.ts";
import type { Viewer } from "@platform/viewer.ts";
import { recordCustomerEvent } from "../customer_events.ts";
import { CUSTOMER_TRAIL_MESSAGES as T, type StoredMessage } from "@modules/text/mod.ts";
import type { ContactPreference } from "../types.ts";
import { customerReferences } from "./customer_references.ts";

export interface MergeRequest {
  /** The customer who keeps everything, at the version the list showed. */
  keepId: number;
  keepVersion: number;
  /** The customer who is merged in and deleted, at the version the list showed. */
  mergeId: number;
  mergeVersion: number;
}

export interface MergeOutcome {
  kept: { id: number; version: number; name: string };
  merged: { id: number; name: string };
  /** How many of each moved to the kept customer: vehicles, and each registered owner's (inspections). */
  moved: Record<string, number>;
  /** The contact details the kept customer lacked and took from the other (field names). */
  filled: string[];
}

interface Locked {
  id: number;
  version: number;
  name: string;
  firstName: string;
  lastName: string;
  companyName: string;
  email: string;
  phoneMobile: string;
  phoneLandline: string;
  notes: string;
  crmKey: string;
  reference: string;
  contactPref: ContactPreference;
}

/** The details a kept customer takes from the merged one when its own are empty. */
const FILLABLE = [
  "firstName",
  "lastName",
  "companyName",
  "email",
  "phoneMobile",
  "phoneLandline",
  "notes",
  "crmKey",
  "reference",
] as const;

export const SELF_MERGE = "A customer cannot be merged with itself: choose two different customers.";
export const NO_SUCH_CUSTOMER = "There is no such customer in this shop.";

export async function mergeCustomers(
  sql: Sql,
  shopId: number,
  viewer: Viewer,
  request: MergeRequest,
): Promise<MergeOutcome> {
  if (request.keepId === request.mergeId) throw new InputError(SELF_MERGE);
  return await sql.begin(async (tx) => {
    const locked = await tx<Locked[]>`
      select c.id, c.version, n.customer_name as name, c.first_name as "firstName", c.last_name as "lastName",
             c.company_name as "companyName", c.email, c.phone_mobile as "phoneMobile",
             c.phone_landline as "phoneLandline", c.notes, c.crm_key as "crmKey", c.reference,
             c.contact_pref as "contactPref"
      from customers c
      join shops_customer_names n using (shop_id, id)
      where c.shop_id = ${shopId} and c.id in (${request.keepId}, ${request.mergeId})
      order by c.id
      for update of c`;
    const keep = locked.find((row) => row.id === request.keepId);
    const merge = locked.find((row) => row.id === request.mergeId);
    if (!keep) return await refuseMissing(tx, shopId, request.keepId);
    if (!merge) return await refuseMissing(tx, shopId, request.mergeId);
    for (const [row, version] of [[keep, request.keepVersion], [merge, request.mergeVersion]] as const) {
      if (row.version !== version) {
        throw new ConflictError(
          `${row.name || `Customer #${row.id}`} was changed since the list was shown. ` +
            "Reload the list and check the pair again before merging.",
        );
      }
    }

    const moved: Record<string, number> = { vehicles: await moveVehicles(tx, shopId, merge.id, keep.id) };
    for (const references of customerReferences()) {
      moved[references.name] = await references.move(tx, shopId, merge.id, keep.id);
    }
    await tx`
      update customer_events set customer_id = ${keep.id}
      where shop_id = ${shopId} and customer_id = ${merge.id}`;
    const { filled, version } = await takeMissingDetails(tx, shopId, keep, merge);
    await tx`delete from customers where shop_id = ${shopId} and id = ${merge.id}`;

    const [name] = await tx<{ name: string }[]>`
      select customer_name as name from shops_customer_names where shop_id = ${shopId} and id = ${keep.id}`;
    await recordCustomerEvent(tx, {
      shopId,
      customerId: keep.id,
      viewer,
      kind: "merged",
      message: {
        key: T.merged,
        values: {
          name: merge.name || { key: T.customerNumbered, values: { id: merge.id } },
          id: merge.id,
          moved: describeMoved(moved),
        },
      },
      details: {
        keptCustomerId: keep.id,
        keptName: keep.name,
        mergedCustomerId: merge.id,
        mergedName: merge.name,
        moved,
        filled,
      },
    });
    return {
      kept: { id: keep.id, version, name: name.name },
      merged: { id: merge.id, name: merge.name },
      moved,
      filled,
    };
  });
}

/** Gone already (merged by someone else: a 409 that says into whom), or never in this shop (a 404). */
async function refuseMissing(tx: Tx, shopId: number, customerId: number): Promise<never> {
  const [merged] = await tx<{ keptName: string }[]>`
    select n.customer_name as "keptName"
    from customer_events e
    join shops_customer_names n on n.shop_id = e.shop_id and n.id = e.customer_id
    where e.shop_id = ${shopId} and e.kind = 'merged'
      and e.details ->> 'mergedCustomerId' = ${String(customerId)}
    order by e.id desc
    limit 1`;
  if (merged) {
    throw new ConflictError(
      `Customer #${customerId} was already merged into ${merged.keptName}. Reload the list to see what is left.`,
    );
  }
  throw new NotFoundError(NO_SUCH_CUSTOMER);
}

async function moveVehicles(tx: Tx, shopId: number, fromId: number, toId: number): Promise<number> {
  // A vehicle's version rises: a form open on it with the old customer is stale now.
  const rows = await tx`
    update subjects set customer_id = ${toId}, version = version + 1, updated_at = now()
    where shop_id = ${shopId} and customer_id = ${fromId}
    returning id`;
  return rows.length;
}

/**
 * The kept customer's empty details filled from the merged one's, and the contact preference: an opt-out
 * ("donotcontact") on either record holds for the person, whom a merge must not start messaging again.
 */
async function takeMissingDetails(
  tx: Tx,
  shopId: number,
  keep: Locked,
  merge: Locked,
): Promise<{ filled: string[]; version: number }> {
  const next = { ...keep };
  const filled: string[] = [];
  for (const field of FILLABLE) {
    if (!keep[field].trim() && merge[field].trim()) {
      next[field] = merge[field];
      filled.push(field);
    }
  }
  if (merge.contactPref === "donotcontact" || keep.contactPref === "undefined") {
    if (merge.contactPref !== keep.contactPref) {
      next.contactPref = merge.contactPref;
      filled.push("contactPref");
    }
  }
  const [row] = await tx<{ version: number }[]>`
    update customers set
      first_name = ${next.firstName}, last_name = ${next.lastName}, company_name = ${next.companyName},
      email = ${next.email}, phone_mobile = ${next.phoneMobile}, phone_landline = ${next.phoneLandline},
      notes = ${next.notes}, crm_key = ${next.crmKey}, reference = ${next.reference},
      contact_pref = ${next.contactPref}, version = version + 1, updated_at = now()
    where shop_id = ${shopId} and id = ${keep.id}
    returning version`;
  return { filled, version: row.version };
}

/** "1 vehicle and 2 inspections": each count, the last after "and". */
function describeMoved(moved: Record<string, number>): StoredMessage {
  const parts = Object.entries(moved).map(([what, count]) => ({ key: T.moved, values: { what, count } }));
  return parts.length > 1
    ? { key: T.andLast, values: { others: parts.slice(0, -1), last: parts.at(-1)! } }
    : parts[0];
}
