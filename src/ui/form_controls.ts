// A form's controls as a draft sees them (seed 001, "Form"): which controls it keeps, their values as
// name → string, whether a control differs from its default (dirty), and whether a reset empties the form.
// Written against the few properties the DOM's controls have, so the rules are tested without a browser.

export interface OptionLike {
  value: string;
  selected: boolean;
  defaultSelected: boolean;
}

/** An <input>, <select>, <textarea> (or <button>, <fieldset>, which drafts skip), as the DOM has them. */
export interface ControlLike {
  name: string;
  /** The DOM's type: "text", "checkbox", "select-one", "select-multiple", "textarea", ... */
  type: string;
  value: string;
  defaultValue?: string;
  checked?: boolean;
  defaultChecked?: boolean;
  options?: ArrayLike<OptionLike>;
  /** data-draft="off" keeps a control out of drafts. */
  dataset?: { draft?: string };
}

/**
 * Kinds a draft never keeps: hidden fields (the CSRF token, values scripts set), passwords (never written
 * to storage), files (a browser cannot set them) and buttons.
 */
const NOT_KEPT = new Set([
  "hidden",
  "password",
  "file",
  "submit",
  "button",
  "reset",
  "image",
  "fieldset",
  "output",
  "object",
]);

export function isKept(control: ControlLike): boolean {
  return control.name !== "" && !NOT_KEPT.has(control.type) && control.dataset?.draft !== "off";
}

const isChoice = (control: ControlLike) => control.type === "checkbox" || control.type === "radio";

function options(control: ControlLike): OptionLike[] {
  return Array.from(control.options ?? []);
}

/** The option a single select shows before anyone touches it: the last default-selected, else the first. */
function defaultOptionIndex(all: OptionLike[]): number {
  const index = all.findLastIndex((option) => option.defaultSelected);
  return index === -1 ? 0 : index;
}

/** Dirty: its value differs from its default. A multiple select compares every option with its default. */
export function isControlDirty(control: ControlLike): boolean {
  if (isChoice(control)) return Boolean(control.checked) !== Boolean(control.defaultChecked);
  if (control.type === "select-multiple") {
    return options(control).some((option) => option.selected !== option.defaultSelected);
  }
  if (control.type === "select-one") {
    const all = options(control);
    return all.length > 0 && !all[defaultOptionIndex(all)].selected;
  }
  return control.value !== (control.defaultValue ?? "");
}

export function isFormDirty(controls: Iterable<ControlLike>): boolean {
  for (const control of controls) if (isKept(control) && isControlDirty(control)) return true;
  return false;
}

/** Whether resetting the form leaves it empty: then its reset button says "Clear form". */
export function resetClears(controls: Iterable<ControlLike>): boolean {
  for (const control of controls) {
    if (!isKept(control)) continue;
    if (isChoice(control) && control.defaultChecked) return false;
    if (control.type === "select-multiple" && options(control).some((option) => option.defaultSelected)) {
      return false;
    }
    if (control.type === "select-one") {
      // A select always shows something: it counts as empty when its default is its first option.
      const all = options(control);
      if (all.length > 0 && defaultOptionIndex(all) !== 0) return false;
    } else if (
      !isChoice(control) && control.type !== "select-multiple" && (control.defaultValue ?? "") !== ""
    ) {
      return false;
    }
  }
  return true;
}

export function resetLabel(clears: boolean): string {
  return clears ? "Clear form" : "Reset form";
}

/**
 * The values of the kept controls. Checkbox groups and multiple selects hold a JSON list of the chosen
 * values; a radio group holds the chosen value ("" for none); other controls their text (the last one wins
 * when two share a name).
 */
export function readControls(controls: Iterable<ControlLike>): Record<string, string> {
  const values: Record<string, string> = {};
  const lists = new Map<string, string[]>();
  for (const control of controls) {
    if (!isKept(control)) continue;
    if (control.type === "checkbox") {
      const list = lists.get(control.name) ?? [];
      if (control.checked) list.push(control.value);
      lists.set(control.name, list);
    } else if (control.type === "select-multiple") {
      lists.set(control.name, options(control).filter((option) => option.selected).map((o) => o.value));
    } else if (control.type === "select-one") {
      values[control.name] = options(control).find((option) => option.selected)?.value ?? "";
    } else if (control.type === "radio") {
      if (control.checked || !(control.name in values)) {
        values[control.name] = control.checked ? control.value : "";
      }
    } else {
      values[control.name] = control.value;
    }
  }
  for (const [name, list] of lists) values[name] = JSON.stringify(list);
  return values;
}

function listOf(text: string): string[] {
  try {
    const list = JSON.parse(text);
    return Array.isArray(list) ? list.map(String) : [];
  } catch {
    return [];
  }
}

/** Puts values back into the kept controls; controls the values do not name are left alone. */
export function writeControls(controls: Iterable<ControlLike>, values: Record<string, string>): void {
  for (const control of controls) {
    if (!isKept(control) || !Object.hasOwn(values, control.name)) continue;
    const value = values[control.name];
    if (control.type === "checkbox") {
      control.checked = listOf(value).includes(control.value);
    } else if (control.type === "select-multiple") {
      const chosen = listOf(value);
      for (const option of options(control)) option.selected = chosen.includes(option.value);
    } else if (control.type === "select-one") {
      const all = options(control);
      const index = all.findIndex((option) => option.value === value);
      // A value the select no longer offers leaves it as it is rather than showing nothing.
      if (index !== -1) all.forEach((option, i) => (option.selected = i === index));
    } else if (control.type === "radio") {
      control.checked = control.value === value;
    } else {
      control.value = value;
    }
  }
}
