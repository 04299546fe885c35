// Whether a page has unsaved changes (seed 001, "Form": clean or dirty): a form control whose current value
// differs from the one the page was rendered with. The iframe popup asks before it discards them.

/** One control as the rule sees it: what it holds now and what it was rendered with. */
export type ControlState =
  | { kind: "text"; value: string; defaultValue: string }
  | { kind: "check"; checked: boolean; defaultChecked: boolean }
  | { kind: "select"; multiple: boolean; options: { selected: boolean; defaultSelected: boolean }[] };

export function isControlDirty(control: ControlState): boolean {
  switch (control.kind) {
    case "text":
      return control.value !== control.defaultValue;
    case "check":
      return control.checked !== control.defaultChecked;
    case "select": {
      const { options } = control;
      // A single select with no option marked selected shows its first: that is its default.
      const noDefault = !control.multiple && options.length > 0 && !options.some((o) => o.defaultSelected);
      return options.some((option, i) =>
        option.selected !== (option.defaultSelected || (noDefault && i === 0))
      );
    }
  }
}

/** Controls that hold no user input. */
const SKIPPED_TYPES = new Set(["hidden", "submit", "button", "reset", "image", "file"]);

/**
 * The document's forms have changes: a form another piece marked data-dirty (form drafts), or a control
 * whose value differs from its default.
 */
export function hasChangedForms(doc: Document): boolean {
  if (doc.querySelector("form[data-dirty]:not([data-dirty=false])")) return true;
  for (const element of doc.querySelectorAll("form input, form textarea, form select")) {
    const state = controlState(element);
    if (state && isControlDirty(state)) return true;
  }
  return false;
}

function controlState(element: Element): ControlState | null {
  const tag = element.tagName;
  if (tag === "SELECT") {
    const select = element as HTMLSelectElement;
    return {
      kind: "select",
      multiple: select.multiple,
      options: [...select.options].map((o) => ({ selected: o.selected, defaultSelected: o.defaultSelected })),
    };
  }
  if (tag === "TEXTAREA") {
    const area = element as HTMLTextAreaElement;
    return { kind: "text", value: area.value, defaultValue: area.defaultValue };
  }
  const input = element as HTMLInputElement;
  if (SKIPPED_TYPES.has(input.type)) return null;
  if (input.type === "checkbox" || input.type === "radio") {
    return { kind: "check", checked: input.checked, defaultChecked: input.defaultChecked };
  }
  return { kind: "text", value: input.value, defaultValue: input.defaultValue };
}
