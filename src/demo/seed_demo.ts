// The demo shop a fresh install starts with, so a newcomer can click through real pages at once. Composed
// from the modules' public APIs in one transaction: either the whole demo exists or none of it.
import { applyCatalog, applyTemplateToShop, readCatalogDocument } from "../../modules/catalog/mod.ts";
import {
  createCustomer,
  createShop,
  createUser,
  createVehicle,
  DEMO_LOGINS,
  DEMO_SHOP,
  type DemoLogin,
  findShopByUriName,
  updateShopContact,
} from "../../modules/shops/mod.ts";
import type { Sql } from "../platform/db.ts";
import type { Keys } from "../platform/keys.ts";
import { seedDemoInspections } from "./demo_inspections.ts";

const DEMO_CUSTOMERS = [
  {
    customer: {
      firstName: "Maria",
      lastName: "Gonzalez",
      email: "maria.gonzalez@example.com",
      phoneMobile: "+14155550101",
      contactPref: "sms",
    },
    vehicle: {
      make: "Toyota",
      model: "RAV4",
      modelYear: 2019,
      plate: "8KJM214",
      plateIssuer: "CA",
      color: "#9aa3ad",
    },
  },
  {
    customer: {
      firstName: "James",
      lastName: "Carter",
      email: "jcarter@example.com",
      phoneMobile: "+14155550102",
      contactPref: "email",
    },
    vehicle: {
      make: "Ford",
      model: "F-150",
      modelYear: 2016,
      plate: "7WQX553",
      plateIssuer: "CA",
      color: "#1f3a5f",
    },
  },
  {
    customer: {
      firstName: "Priya",
      lastName: "Patel",
      email: "priya.patel@example.com",
      phoneMobile: "+14155550103",
      contactPref: "sms",
    },
    vehicle: {
      make: "Honda",
      model: "Civic",
      modelYear: 2021,
      plate: "9BCD881",
      plateIssuer: "CA",
      color: "#b3202a",
    },
  },
  {
    customer: {
      firstName: "",
      lastName: "",
      companyName: "Northside Plumbing",
      email: "fleet@northside-plumbing.example",
      phoneMobile: "+14155550104",
      contactPref: "email",
    },
    vehicle: {
      make: "Ram",
      model: "ProMaster 2500",
      modelYear: 2018,
      plate: "44821K2",
      plateIssuer: "CA",
      color: "#f2f2f2",
    },
  },
] as const;

/** An older checklist the demo shop has retired, so the demo shows how inactive types are kept but hidden.
 * Its tasks are the template's, found by name. */
const RETIRED_CHECKLIST = readCatalogDocument({
  format: "shop-inspections.catalog/1",
  key: "demo",
  name: "Demo",
  categories: [
    { name: "Tires and wheels", tasks: [{ name: "Tire tread depth" }, { name: "Tire condition" }] },
    { name: "Brakes", tasks: [{ name: "Front brake pads" }, { name: "Rear brake pads or shoes" }] },
  ],
  inspectionTypes: [{
    name: "Pre-purchase inspection (2023 checklist)",
    isActive: false,
    tasks: ["Tire tread depth", "Tire condition", "Front brake pads", "Rear brake pads or shoes"],
  }],
});

/**
 * Seeds the whole demo, the same from the first start and from `deno task cli demo:seed`: the shop, its
 * people, catalogue, customers and vehicles, then its inspections. Returns null (and changes nothing) when the
 * demo shop exists already.
 */
export async function seedDemo(sql: Sql, keys: Keys): Promise<{ logins: DemoLogin[] } | null> {
  const seeded = await seedDemoShop(sql);
  if (seeded) await seedDemoInspections(sql, keys);
  return seeded;
}

async function seedDemoShop(sql: Sql): Promise<{ logins: DemoLogin[] } | null> {
  return await sql.begin(async (tx) => {
    if (await findShopByUriName(tx, DEMO_SHOP.uriName)) return null;
    const shop = await createShop(tx, DEMO_SHOP);
    // What the customer report's header and call button show.
    await updateShopContact(tx, shop.id, {
      phone: "(555) 010-4400",
      email: "service@demo.example",
      address: "1200 Harbor Way, Oakland, CA 94607",
      accentColor: "#0f766e",
    });
    for (const login of DEMO_LOGINS) {
      await createUser(tx, {
        shopId: shop.id,
        email: login.email,
        displayName: login.name,
        roles: login.roles,
        password: login.password,
      });
    }
    await applyTemplateToShop(tx, shop.id, "general-repair");
    await applyCatalog(tx, shop.id, RETIRED_CHECKLIST, { typeNameClash: "refuse", updateExisting: false });
    for (const { customer, vehicle } of DEMO_CUSTOMERS) {
      const created = await createCustomer(tx, shop.id, customer);
      await createVehicle(tx, shop.id, { ...vehicle, customerId: created.id });
    }
    return {
      logins: DEMO_LOGINS.map(({ role, name, email, password }) => ({ role, name, email, password })),
    };
  });
}
