// The shop-type templates that ship with the product, installed into their template shops at start
// (install_templates.ts). Each is a catalogue document; templates:import replaces one, or adds another.
import generalRepair from "./general_repair.json" with { type: "json" };

export const BUILT_IN_TEMPLATES: readonly unknown[] = [generalRepair];
