// One choice of the add form's radio groups: a known customer or vehicle, or "A new customer" / "A new
// vehicle" (value ""). Controlled, so the page knows which one is picked.
import type { ReactNode } from "react";

export function RadioChoice(
  props: { name: string; value: string; chosen: string; onChoose(value: string): void; children: ReactNode },
) {
  return (
    <label className="checkbox">
      <input
        type="radio"
        name={props.name}
        value={props.value}
        checked={props.chosen === props.value}
        onChange={() => props.onChoose(props.value)}
      />
      {props.children}
    </label>
  );
}
