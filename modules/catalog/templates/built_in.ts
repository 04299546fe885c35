// The shop-type templates that ship with the product, installed into their template shops at start
// (install_templates.ts), in the order sign-up offers them. Each is a catalogue document; templates:import
// replaces one, or adds another.
import appliance from "./appliance.json" with { type: "json" };
import fleetDiesel from "./fleet_diesel.json" with { type: "json" };
import generalRepair from "./general_repair.json" with { type: "json" };
import tireAndLube from "./tire_and_lube.json" with { type: "json" };

export const BUILT_IN_TEMPLATES: readonly unknown[] = [generalRepair, tireAndLube, fleetDiesel, appliance];
