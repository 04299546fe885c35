// The catalogue's customer-facing words in a culture (catalog_translations, decision 028): read as a
// translator for the customer report, listed with the shop's texts for the localization page, saved and
// removed one at a time, and exported and imported whole by the CLI. Keyed by the shop's own text, so one
// translation serves every task or finding that says it. Every query names the shop.
import type { Tx } from "@platform/db.ts";
import { InputError } from "@platform/errors.ts";
import { fallbackChain } from "../../text/mod.ts";

/** Where a text is used, for the person translating it. */
export type SourceKind = "category" | "task" | "finding" | "explanation" | "recommendation";

export interface SourceText {
  kind: SourceKind;
  text: string;
}

/** The shop's texts as written, to their translation in a culture (or one it falls back to). */
export async function catalogTranslator(
  tx: Tx,
  shopId: number,
  culture: string,
): Promise<(text: string) => string> {
  const chain = fallbackChain(culture);
  const rows = await tx<Array<{ culture: string; source: string; translation: string }>>`
    select culture, source, translation from catalog_translations
    where shop_id = ${shopId} and culture = any(${chain})`;
  const best = new Map<string, { rank: number; translation: string }>();
  for (const row of rows) {
    const rank = chain.indexOf(row.culture);
    const kept = best.get(row.source);
    if (!kept || rank < kept.rank) best.set(row.source, { rank, translation: row.translation });
  }
  return (text) => best.get(text)?.translation ?? text;
}

/** A culture's own translations, by the shop's text. */
export async function cultureTranslations(
  tx: Tx,
  shopId: number,
  culture: string,
): Promise<Record<string, string>> {
  const rows = await tx<Array<{ source: string; translation: string }>>`
    select source, translation from catalog_translations where shop_id = ${shopId} and culture = ${culture}`;
  return Object.fromEntries(rows.map((row) => [row.source, row.translation]));
}

/** The cultures a shop translated its catalogue into, with how many texts each. */
export async function translationCounts(
  tx: Tx,
  shopId: number,
): Promise<Array<{ culture: string; count: number }>> {
  return await tx<Array<{ culture: string; count: number }>>`
    select culture, count(*)::int as count from catalog_translations
    where shop_id = ${shopId} group by culture order by culture`;
}

/** Every customer-facing text of the shop's active catalogue, once each, in checklist order. */
export async function catalogSourceTexts(tx: Tx, shopId: number): Promise<SourceText[]> {
  const rows = await tx<Array<{ kind: SourceKind; text: string }>>`
    with texts as (
      select 'category' as kind, c.name as text, c.sort_order as c_order, 0 as t_order, 0 as f_order, 0 as part
      from categories c where c.shop_id = ${shopId} and c.is_active
      union all
      select 'task', t.name, c.sort_order, t.sort_order, 0, 1
      from tasks t join categories c on c.shop_id = t.shop_id and c.id = t.category_id
      where t.shop_id = ${shopId} and t.is_active and c.is_active
      union all
      select v.kind, v.text, c.sort_order, t.sort_order, f.sort_order, v.part
      from findings f
      join tasks t on t.shop_id = f.shop_id and t.id = f.task_id
      join categories c on c.shop_id = t.shop_id and c.id = t.category_id
      cross join lateral (values ('finding', f.text, 2), ('explanation', f.explanation, 3),
                                 ('recommendation', f.recommendation, 4)) as v(kind, text, part)
      where f.shop_id = ${shopId} and f.status <> 'archived' and t.is_active and c.is_active
    )
    -- Each text once, at its first use; listed in the order the checklist shows them.
    select kind, text from (
      select distinct on (text) kind, text, c_order, t_order, f_order, part
      from texts where btrim(text) <> ''
      order by text, c_order, t_order, f_order, part
    ) first_use
    order by c_order, t_order, f_order, part, text`;
  return rows;
}

/** Saves a translation; an empty one removes it (the report shows the shop's text again). */
export async function saveTranslation(
  tx: Tx,
  shopId: number,
  culture: string,
  source: string,
  translation: string,
) {
  if (source.trim() === "" || source.length > 4000) {
    throw new InputError("The text to translate must be 1 to 4,000 characters.");
  }
  if (translation.length > 4000) {
    throw new InputError("The translation is too long: at most 4,000 characters.");
  }
  if (translation.trim() === "") {
    await tx`delete from catalog_translations where shop_id = ${shopId} and culture = ${culture} and source = ${source}`;
    return;
  }
  await tx`
    insert into catalog_translations (shop_id, culture, source, translation)
    values (${shopId}, ${culture}, ${source}, ${translation.trim()})
    on conflict (shop_id, culture, source) do update set translation = excluded.translation, updated_at = now()`;
}
