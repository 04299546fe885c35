// The demo shop's address and name: shared by the seed (server) and the landing page (browser).
export const DEMO_SHOP = { uriName: "demo", name: "Demo Auto Repair" } as const;
