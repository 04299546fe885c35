// The on/off query switches of the inspection type pages (showAll, showInactiveTasks, the compare page's
// three): an ordinary GET form with an Apply button before scripts run; afterwards a tick updates the page
// in place. Boolean query values are 1 or absent (seed 000 section 5: 1 or 0). The labels come in the
// page's words.
import { useWords } from "@modules/text/ui.ts";
import { CATALOGUE_PAGES_MESSAGES as M } from "@modules/text/ui.ts";

export interface Flag<Name extends string> {
  name: Name;
  label: string;
}

export function FlagFilters<Name extends string>(props: {
  flags: readonly Flag<Name>[];
  values: Partial<Record<Name, 1>>;
  onChange(next: Partial<Record<Name, 1>>): void;
}) {
  // Uncontrolled, so the tick shows at once; the key resets the boxes when the address changes (Back).
  const key = JSON.stringify(props.values);
  const say = useWords();
  return (
    <form method="get" className="filters wrap" key={key}>
      {props.flags.map((flag) => (
        <label key={flag.name} className="checkbox">
          <input
            type="checkbox"
            name={flag.name}
            value="1"
            defaultChecked={props.values[flag.name] === 1}
            onChange={(event) => {
              const next = { ...props.values };
              if (event.currentTarget.checked) next[flag.name] = 1;
              else delete next[flag.name];
              props.onChange(next);
            }}
          />
          {flag.label}
        </label>
      ))}
      <button type="submit" className="button no-js-only">{say(M.apply)}</button>
    </form>
  );
}
