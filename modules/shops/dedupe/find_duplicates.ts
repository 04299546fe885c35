// The shop's likely duplicate customers (/customers/dedupe; decision 023): pairs of customers who share a
// phone number (mobile or landline, however it was typed), an e-mail address, or, with similar names, a
// vehicle (a VIN or a plate among their vehicles). Found in one query from the keys' counts migration 0024
// keeps on every write (only the shared keys are read), scored, the likeliest first.
import type { Tx } from "@platform/db.ts";
import { type FormattedPhones, formattedPhones, shopCountry } from "../customers/customer_contact.ts";

/** Why a pair is listed, strongest first (the page says each in the shop's words: customers.reason*). */
export const DUPLICATE_REASONS = [
  "email",
  "mobile",
  "sameNameVehicle",
  "similarNameVehicle",
  "landline",
  "phone",
  "sameName",
] as const;
export type DuplicateReason = (typeof DUPLICATE_REASONS)[number];

const WEIGHTS: Record<DuplicateReason, number> = {
  email: 40,
  mobile: 40,
  sameNameVehicle: 45,
  similarNameVehicle: 30,
  landline: 25,
  phone: 25,
  sameName: 20,
};

export interface DuplicateCandidate extends FormattedPhones {
  id: number;
  /** Sent back with a merge: a customer changed since the list was shown is not merged. */
  version: number;
  name: string;
  companyName: string;
  email: string;
  phoneMobile: string;
  phoneLandline: string;
  vehicleCount: number;
  /** The day the record was made, as every page writes a day: "Nov 26, 2026" in the shop's time zone. */
  added: string;
}

export interface DuplicatePair {
  /** The sum of the reasons' weights: the list's order. */
  score: number;
  /** Why, strongest first. */
  reasons: DuplicateReason[];
  /** The older customer first. */
  customers: [DuplicateCandidate, DuplicateCandidate];
}

export interface DuplicateList {
  pairs: DuplicatePair[];
  /** Every likely pair in the shop, of which `pairs` are the first. */
  total: number;
}

/** At most this many pairs are shown at once; merging one brings the next up. */
export const PAIRS_SHOWN = 50;
/**
 * A key shared by more customers than this is not one person's: a shop's own number typed for walk-ins, a
 * fleet's e-mail, a loan car. Such groups are left out rather than listed as dozens of pairs.
 */
export const MAX_SHARED = 5;

interface PairRow {
  a: number;
  b: number;
  reasons: string[];
  names: "same" | "similar" | "different";
  total: number;
}

export async function findDuplicateCustomers(
  tx: Tx,
  shopId: number,
  limit = PAIRS_SHOWN,
): Promise<DuplicateList> {
  const rows = await tx<PairRow[]>`
    with shared as (
      -- The keys two to five records share (migration 0024 keeps the counts on every write).
      select key from customer_key_counts
      where shop_id = ${shopId} and records between 2 and ${MAX_SHARED}
    ), keyed as materialized (
      -- The records carrying them, found through the keys' indexes; a number is one key whether it is a
      -- mobile or a landline.
      select id, 'mobile' as kind, 'p' || phone_mobile_key as key from customers
      where shop_id = ${shopId} and phone_mobile_key in (select substr(key, 2) from shared where key like 'p%')
      union all
      select id, 'landline', 'p' || phone_landline_key from customers
      where shop_id = ${shopId} and phone_landline_key in (select substr(key, 2) from shared where key like 'p%')
      union all
      select id, 'email', 'e' || email_key from customers
      where shop_id = ${shopId} and email_key in (select substr(key, 2) from shared where key like 'e%')
      union all
      select customer_id, 'vehicle', 'v' || vin_key from subjects
      where shop_id = ${shopId} and customer_id is not null
        and vin_key in (select substr(key, 2) from shared where key like 'v%')
      union all
      select customer_id, 'vehicle', 'l' || plate_key from subjects
      where shop_id = ${shopId} and customer_id is not null
        and plate_key in (select substr(key, 2) from shared where key like 'l%')
    ), matches as (
      select a.id as a, b.id as b,
             case when a.kind = b.kind or a.kind in ('email', 'vehicle') then a.kind else 'phone' end as reason
      from keyed a
      join keyed b on b.key = a.key and b.id > a.id
    ), pairs as (
      select a, b, array_agg(distinct reason) as reasons from matches group by a, b
    ), named as (
      select p.a, p.b, p.reasons,
             case
               when btrim(ca.first_name || ca.last_name) <> ''
                 and lower(btrim(ca.first_name || ' ' || ca.last_name))
                   = lower(btrim(cb.first_name || ' ' || cb.last_name))
                 then 'same'
               when ca.first_name = '' and ca.last_name = '' and cb.first_name = '' and cb.last_name = ''
                 and ca.company_name <> '' and lower(btrim(ca.company_name)) = lower(btrim(cb.company_name))
                 then 'same'
               -- One name the same, the other's first letter too: "Dana Reyes" and "D. Reyes", "Dana Reyez".
               when (btrim(ca.last_name) <> '' and lower(btrim(ca.last_name)) = lower(btrim(cb.last_name))
                      and lower(left(btrim(ca.first_name), 1)) = lower(left(btrim(cb.first_name), 1)))
                 or (btrim(ca.first_name) <> '' and lower(btrim(ca.first_name)) = lower(btrim(cb.first_name))
                      and lower(left(btrim(ca.last_name), 1)) = lower(left(btrim(cb.last_name), 1)))
                 or (btrim(ca.company_name) <> ''
                      and lower(btrim(ca.company_name)) = lower(btrim(cb.company_name)))
                 then 'similar'
               else 'different'
             end as names
      from pairs p
      join customers ca on ca.shop_id = ${shopId} and ca.id = p.a
      join customers cb on cb.shop_id = ${shopId} and cb.id = p.b
    ), listed as (
      -- A shared vehicle alone is a car that changed hands unless the names are alike.
      select * from named where not (reasons = array['vehicle'] and names = 'different')
    )
    select a, b, reasons, names, count(*) over ()::int as total
    from listed
    order by ${tx.unsafe(scoreSql())} desc, b desc
    limit ${limit}`;
  if (rows.length === 0) return { pairs: [], total: 0 };
  const candidates = await selectCandidates(tx, shopId, rows.flatMap((row) => [row.a, row.b]));
  return {
    total: rows[0].total,
    pairs: rows.map((row) => {
      const reasons = reasonsOf(row);
      return {
        score: reasons.reduce((sum, reason) => sum + WEIGHTS[reason], 0),
        reasons,
        customers: [candidates.get(row.a)!, candidates.get(row.b)!],
      };
    }),
  };
}

/** The pair's reasons, strongest first: the matches found, and the names. */
function reasonsOf(row: Pick<PairRow, "reasons" | "names">): DuplicateReason[] {
  const reasons = new Set<DuplicateReason>();
  for (const match of row.reasons) {
    if (match !== "vehicle") reasons.add(match as DuplicateReason);
    else if (row.names === "same") reasons.add("sameNameVehicle");
    else if (row.names === "similar") reasons.add("similarNameVehicle");
  }
  if (row.names === "same" && !reasons.has("sameNameVehicle")) reasons.add("sameName");
  return [...reasons].sort((x, y) => DUPLICATE_REASONS.indexOf(x) - DUPLICATE_REASONS.indexOf(y));
}

/** reasonsOf's weights summed in SQL, so the database orders and limits the pairs. */
function scoreSql(): string {
  const has = (match: string) => `(case when '${match}' = any(reasons) then 1 else 0 end)`;
  return `(${has("email")} * ${WEIGHTS.email} + ${has("mobile")} * ${WEIGHTS.mobile}
    + ${has("landline")} * ${WEIGHTS.landline} + ${has("phone")} * ${WEIGHTS.phone}
    + case when names = 'same' then ${has("vehicle")} * ${WEIGHTS.sameNameVehicle}
             + (1 - ${has("vehicle")}) * ${WEIGHTS.sameName}
           when names = 'similar' then ${has("vehicle")} * ${WEIGHTS.similarNameVehicle}
           else 0 end)`;
}

async function selectCandidates(
  tx: Tx,
  shopId: number,
  ids: number[],
): Promise<Map<number, DuplicateCandidate>> {
  type Row = Omit<DuplicateCandidate, keyof FormattedPhones | "added"> & {
    createdAt: Date;
    timeZone: string;
  };
  const rows = await tx<Row[]>`
    select c.id, c.version, c.customer_name as name, c.company_name as "companyName", c.email,
           c.phone_mobile as "phoneMobile", c.phone_landline as "phoneLandline",
           (select count(*) from subjects s where s.shop_id = c.shop_id and s.customer_id = c.id)::int
             as "vehicleCount",
           customers.created_at as "createdAt", shops.time_zone as "timeZone"
    from shops_customer_names c
    join customers using (shop_id, id)
    join shops on shops.id = c.shop_id
    where c.shop_id = ${shopId} and c.id = any(${ids}::int[])`;
  if (rows.length === 0) return new Map();
  const country = await shopCountry(tx, shopId);
  const day = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: rows[0].timeZone });
  return new Map(rows.map(({ createdAt, timeZone: _, ...row }) => [
    row.id,
    { ...row, ...formattedPhones(row, country), added: day.format(createdAt) },
  ]));
}
