// The declared module graph: the one place that says which module may import which. The lint plugin
// (scripts/lint/module_boundaries.ts) and modules/boundaries_test.ts both read it.
//
// Layers, lowest first (decision 017). A module may depend only on modules in lower layers, and only on
// those it lists. accounts (people) sits below shops (tenancy): a shop knows its people, a person's account
// knows nothing of shops.
// The kernels, src/platform (server) and src/ui (the React kit), sit below every layer and are open to all.
export const LAYERS = [
  ["media", "messaging", "text", "telemetry"],
  ["accounts"],
  ["shops"],
  ["catalog"],
  ["inspections"],
  ["reports", "integrations", "appointments"],
] as const;

export type ModuleName = (typeof LAYERS)[number][number];

export const DEPENDENCIES: Record<ModuleName, readonly ModuleName[]> = {
  media: [],
  messaging: [],
  text: [],
  telemetry: [],
  // text: what the contact checks say is wrong with an address or a number is a catalogue message (028).
  accounts: ["messaging", "text"],
  shops: ["accounts", "media", "messaging", "text"],
  catalog: ["shops", "accounts", "media", "text"],
  inspections: ["catalog", "accounts", "shops", "media", "messaging", "text"],
  reports: ["inspections", "catalog", "accounts", "shops", "media", "messaging", "text"],
  integrations: ["inspections", "catalog", "shops", "media"],
  // Imported appointments (decision 030): the shop's gate, a person's name split as the add form takes it,
  // the page's words (decision 028), and phone numbers written as people read them (accounts).
  appointments: ["inspections", "shops", "text", "accounts"],
};
