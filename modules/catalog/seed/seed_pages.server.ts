// What the seed (template) pages show: the templates and their types (/seed), a template's tasks
// (/seed/tasks), a template type's outline (preview) and the comparisons with this shop's catalogue. All of
// them are for catalog.manage; a template type id or template shop id that is not one is a 404.
import type { Sql } from "@platform/db.ts";
import { NotFoundError } from "@platform/errors.ts";
import { compareOutlines, type ComparisonSummary, summarize, type TaskComparison } from "./compare_types.ts";
import type { ShopContext } from "@modules/shops/mod.ts";
import { formatMoney } from "@platform/money.ts";
import { NOT_FOUND } from "../catalog_access.ts";
import { requireSeedShop, requireTemplateType } from "./seed_access.ts";
import { catalogueWords } from "../catalogue_words.server.ts";
import { type PageWords, sayIn } from "@modules/text/ui.ts";
import { listTemplates, type TemplateSummary } from "../install_templates.ts";
import { type OutlineCategory, selectOutline } from "../outline_queries.server.ts";
import {
  type SeedType,
  selectMatchingShopTypes,
  selectShopType,
  selectTaskNames,
  selectTypesOf,
} from "./seed_queries.server.ts";

export const NO_SUCH_TEMPLATE = "There is no such template.";

export interface TemplateHeading {
  shopId: number;
  key: string;
  name: string;
  description: string;
}

/** A shop type that came from a template type (bySource) or carries its name. */
export interface ShopTypeMatch {
  id: number;
  name: string;
  bySource: boolean;
}

export interface SeedIndexPage {
  /** The page's words: the shop's staff language, with its wording. */
  words: PageWords;
  templates: (TemplateHeading & { types: (SeedType & { match: ShopTypeMatch | null })[] })[];
}

export interface SeedTasksPage {
  words: PageWords;
  /** Every template, for the picker. */
  templates: TemplateHeading[];
  /** The one shown; null when no template is installed. */
  template: TemplateHeading | null;
  categories: OutlineCategory[];
}

export interface SeedPreviewPage {
  words: PageWords;
  template: TemplateHeading;
  type: SeedType;
  categories: OutlineCategory[];
  match: ShopTypeMatch | null;
}

export interface SeedComparisonPage {
  words: PageWords;
  template: TemplateHeading;
  templateType: SeedType;
  /** The shop's type compared with; null when the shop has none from this template type. */
  shopType: SeedType | null;
  /** The shop's types that came from the template type or carry its name, best first. */
  matches: ShopTypeMatch[];
  /** Every type of the shop, to compare with another. */
  shopTypes: { id: number; name: string }[];
  tasks: TaskComparison[];
  summary: ComparisonSummary;
}

export interface SeedShopComparisonPage {
  words: PageWords;
  template: TemplateHeading;
  types: { type: SeedType; match: ShopTypeMatch | null }[];
  categories: { name: string; tasks: { name: string; inShop: boolean }[] }[];
  summary: { typesPresent: number; typesMissing: number; tasksPresent: number; tasksMissing: number };
}

function heading(template: TemplateSummary): TemplateHeading {
  const { shopId, key, name, description } = template;
  return { shopId, key, name, description };
}

async function templateOf(sql: Sql, shopId: number): Promise<TemplateHeading> {
  const template = (await listTemplates(sql)).find((t) => t.shopId === shopId);
  if (!template) throw new NotFoundError(NO_SUCH_TEMPLATE);
  return heading(template);
}

export async function loadSeedIndex(
  access: ShopContext,
): Promise<SeedIndexPage> {
  const { sql, shop } = requireSeedShop(access);
  const templates = await listTemplates(sql);
  const types = await selectTypesOf(sql, templates.map((t) => t.shopId), { includeInactive: false });
  const matches = await shopMatches(sql, shop.id, types);
  return {
    words: await catalogueWords(access, "outline"),
    templates: templates.map((template) => ({
      ...heading(template),
      types: types.filter((type) => type.shopId === template.shopId).map((type) => ({
        ...type,
        match: matches.get(type.id)?.[0] ?? null,
      })),
    })),
  };
}

export async function loadSeedTasks(
  access: ShopContext,
  search: { shopId?: number; showDisabled: boolean },
): Promise<SeedTasksPage> {
  const { sql } = requireSeedShop(access);
  const templates = (await listTemplates(sql)).map(heading);
  const template = search.shopId === undefined
    ? templates[0] ?? null
    : templates.find((t) => t.shopId === search.shopId) ?? null;
  if (search.shopId !== undefined && !template) throw new NotFoundError(NO_SUCH_TEMPLATE);
  const categories = template
    ? await selectOutline(sql, template.shopId, { includeInactive: search.showDisabled })
    : [];
  return { templates, template, categories, words: await catalogueWords(access, "outline") };
}

export async function loadSeedPreview(
  access: ShopContext,
  typeId: number,
): Promise<SeedPreviewPage> {
  const { sql, shop } = requireSeedShop(access);
  const type = await requireTemplateType(sql, typeId);
  const matches = await shopMatches(sql, shop.id, [type]);
  return {
    words: await catalogueWords(access, "outline"),
    template: await templateOf(sql, type.shopId),
    type,
    categories: await selectOutline(sql, type.shopId, { typeId: type.id, includeInactive: false }),
    match: matches.get(type.id)?.[0] ?? null,
  };
}

export async function loadSeedComparison(
  access: ShopContext,
  typeId: number,
  rightShopTypeId: number | null,
): Promise<SeedComparisonPage> {
  const { sql, shop } = requireSeedShop(access);
  const templateType = await requireTemplateType(sql, typeId);
  const matches = (await shopMatches(sql, shop.id, [templateType])).get(templateType.id) ?? [];
  let shopType: SeedType | null = null;
  if (rightShopTypeId !== null) {
    shopType = await selectShopType(sql, shop.id, rightShopTypeId);
    if (!shopType) throw new NotFoundError(NOT_FOUND.inspection_types);
  } else if (matches.length > 0) {
    shopType = await selectShopType(sql, shop.id, matches[0].id);
  }
  const templateOutline = await selectOutline(sql, templateType.shopId, {
    typeId: templateType.id,
    includeInactive: false,
  });
  const shopOutline = shopType
    ? await selectOutline(sql, shop.id, { typeId: shopType.id, includeInactive: false })
    : [];
  // Amounts in the shop's currency and settings in its staff language, as the shop's own pages write them.
  const words = await catalogueWords(access, "outline");
  const tasks = compareOutlines(
    templateOutline,
    shopOutline,
    (amount) => formatMoney(amount, shop.currency, words.culture),
    sayIn(words),
  );
  return {
    words,
    template: await templateOf(sql, templateType.shopId),
    templateType,
    shopType,
    matches,
    shopTypes: (await selectTypesOf(sql, [shop.id], { includeInactive: true })).map(({ id, name }) => ({
      id,
      name,
    })),
    tasks,
    summary: summarize(tasks),
  };
}

export async function loadSeedShopComparison(
  access: ShopContext,
  templateShopId: number,
): Promise<SeedShopComparisonPage> {
  const { sql, shop } = requireSeedShop(access);
  const template = await templateOf(sql, templateShopId);
  const types = await selectTypesOf(sql, [template.shopId], { includeInactive: false });
  const matches = await shopMatches(sql, shop.id, types);
  const names = await selectTaskNames(sql, shop.id);
  const outline = await selectOutline(sql, template.shopId, { includeInactive: false });
  const categories = outline.map((category) => ({
    name: category.name,
    tasks: category.tasks.map((task) => ({ name: task.name, inShop: names.has(task.name.toLowerCase()) })),
  }));
  const compared = types.map((type) => ({ type, match: matches.get(type.id)?.[0] ?? null }));
  const tasks = categories.flatMap((category) => category.tasks);
  return {
    words: await catalogueWords(access, "outline"),
    template,
    types: compared,
    categories,
    summary: {
      typesPresent: compared.filter((type) => type.match).length,
      typesMissing: compared.filter((type) => !type.match).length,
      tasksPresent: tasks.filter((task) => task.inShop).length,
      tasksMissing: tasks.filter((task) => !task.inShop).length,
    },
  };
}

/** This shop's matching types per template type id, best first. */
async function shopMatches(
  sql: Sql,
  shopId: number,
  types: SeedType[],
): Promise<Map<number, ShopTypeMatch[]>> {
  const rows = types.length === 0 ? [] : await selectMatchingShopTypes(sql, shopId, types);
  const matches = new Map<number, ShopTypeMatch[]>();
  for (const { templateTypeId, ...match } of rows) {
    matches.set(templateTypeId, [...matches.get(templateTypeId) ?? [], match]);
  }
  return matches;
}
