// Shop-type templates: the catalogue a new shop starts from, chosen at sign-up (step 2). Each one is
// written the way an experienced service adviser words it, since a new shop works with it from day one.
import type { CatalogTemplate } from "./types.ts";
import { GENERAL_REPAIR } from "./templates/general_repair.ts";

export interface ShopTemplate {
  key: string;
  name: string;
  description: string;
  catalog: CatalogTemplate;
}

export const SHOP_TEMPLATES: readonly ShopTemplate[] = [
  {
    key: "general-repair",
    name: "General repair",
    description:
      "Courtesy multi-point inspection, brakes and seasonal tire checks for cars and light trucks.",
    catalog: GENERAL_REPAIR,
  },
];

export function findShopTemplate(key: string): ShopTemplate | null {
  return SHOP_TEMPLATES.find((template) => template.key === key) ?? null;
}
