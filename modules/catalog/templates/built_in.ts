// The shop-type templates that ship with the product, installed into their template shops at start
// (install_templates.ts), in the order sign-up offers them. Each is a catalogue document; templates:import
// replaces one, or adds another. A template's translations (es-MX, fr-CA, and en-GB where it spells a word
// differently) are kept in a file of their own beside it, so the catalogue reads as one language.
import appliance from "./appliance.json" with { type: "json" };
import applianceWords from "./appliance.translations.json" with { type: "json" };
import fleetDiesel from "./fleet_diesel.json" with { type: "json" };
import fleetDieselWords from "./fleet_diesel.translations.json" with { type: "json" };
import generalRepair from "./general_repair.json" with { type: "json" };
import generalRepairWords from "./general_repair.translations.json" with { type: "json" };
import tireAndLube from "./tire_and_lube.json" with { type: "json" };
import tireAndLubeWords from "./tire_and_lube.translations.json" with { type: "json" };

export const BUILT_IN_TEMPLATES: readonly unknown[] = [
  { ...generalRepair, translations: generalRepairWords },
  { ...tireAndLube, translations: tireAndLubeWords },
  { ...fleetDiesel, translations: fleetDieselWords },
  { ...appliance, translations: applianceWords },
];
