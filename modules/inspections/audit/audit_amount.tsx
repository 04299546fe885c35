// An amount as the adviser quotes it (issue 22): parts, labour and tax, then the total, in the shop's
// currency. Without a labour rate or tax the shop's amounts are their parts: nothing is split then.
import type { ItemAmount } from "../shared/item_amount.ts";
import { AUDIT_MESSAGES as M, useMoney, useWords } from "@modules/text/ui.ts";

export function AmountSplit(props: { amount: ItemAmount; className?: string }) {
  const say = useWords();
  const money = useMoney();
  const { amount } = props;
  const parts: Array<[string, string, number]> = [
    ["parts", say(M.amountParts), amount.parts],
    ["labour", say(M.amountLabor), amount.labour],
    ["tax", say(M.amountTax), amount.tax],
    ["total", say(M.amountTotal), amount.total],
  ];
  return (
    <dl className={`audit-amount ${props.className ?? ""}`.trim()}>
      {parts.map(([key, label, value]) => (
        <div key={key} className={`amount-${key}`}>
          <dt>{label}</dt>
          <dd data-amount={key}>{money(value)}</dd>
        </div>
      ))}
    </dl>
  );
}
