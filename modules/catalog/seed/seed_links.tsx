// The links between the seed pages: a template against the shop, a template type against the shop's, and a
// template type's checklist preview. The templates page, the comparisons and the previews all offer them.
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { CATALOGUE_PAGES_MESSAGES as M, SEED_PAGES_MESSAGES as S, useWords } from "@modules/text/ui.ts";

/** To the whole template (its shop) compared with this shop. */
export function TemplateComparisonLink(
  props: { shopUriName: string; templateShopId: number; children: ReactNode },
) {
  return (
    <Link
      to="/$shopUriName/seed/shop-types/$templateShopId/comparison"
      params={{ shopUriName: props.shopUriName, templateShopId: String(props.templateShopId) }}
    >
      {props.children}
    </Link>
  );
}

/** A button to a template type compared with the shop's; the label names the type beside a row. */
export function CompareTypeButton(props: { shopUriName: string; type: { id: number; name: string } }) {
  const say = useWords();
  return (
    <Link
      className="button"
      to="/$shopUriName/seed/types/$typeId/comparison"
      params={{ shopUriName: props.shopUriName, typeId: String(props.type.id) }}
      aria-label={say(S.compareType, { type: props.type.name })}
    >
      {say(S.compare)}
    </Link>
  );
}

/** A button to a template type's checklist; `named` labels it with the type, for a row among others. */
export function PreviewTypeButton(
  props: { shopUriName: string; type: { id: number; name: string }; named?: boolean },
) {
  const say = useWords();
  return (
    <Link
      className="button"
      to="/$shopUriName/seed-data/inspection-types/$typeId/preview"
      params={{ shopUriName: props.shopUriName, typeId: String(props.type.id) }}
      aria-label={props.named ? say(S.previewType, { type: props.type.name }) : undefined}
    >
      {say(M.preview)}
    </Link>
  );
}
