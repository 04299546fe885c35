// The demo shop's address, name and logins: shared by the seed (src/demo, server) and the front page
// (getDemoShop), which shows the logins wherever the demo shop exists (never by default in production).
export const DEMO_SHOP = { uriName: "demo", name: "Demo Auto Repair" } as const;

export interface DemoLogin {
  role: string;
  name: string;
  email: string;
  password: string;
}

/** Also written in the README. */
export const DEMO_LOGINS: ReadonlyArray<
  DemoLogin & { roles: { isAdministrator: boolean; isManager: boolean; isMechanic: boolean } }
> = [
  {
    role: "shop owner",
    name: "Olivia Owner",
    email: "owner@demo.example",
    password: "demo-owner-2026",
    roles: { isAdministrator: true, isManager: true, isMechanic: false },
  },
  {
    role: "manager",
    name: "Marcus Manager",
    email: "manager@demo.example",
    password: "demo-manager-2026",
    roles: { isAdministrator: false, isManager: true, isMechanic: false },
  },
  {
    role: "mechanic",
    name: "Mia Mechanic",
    email: "mechanic@demo.example",
    password: "demo-mechanic-2026",
    roles: { isAdministrator: false, isManager: false, isMechanic: true },
  },
];
