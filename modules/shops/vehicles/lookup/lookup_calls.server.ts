// The vehicle look-up calls of seed 001 (the lookup widget's), mounted at /ajax/vehicles:
//   GET vin-lookup?shop=&vin=&isPartial=0|1&seq=            → VIN search response
//   GET plate-lookup?shop=&plate=&issuer=&isPartial=0|1&seq= → plate search response
//   GET makes?shop=                                          → make names
//   GET makes-models?shop=                                   → make name → model names
// Any member who may work on inspections (mechanics too); another shop's member gets the shop's 404. Bad
// input is a 400 that says what a VIN or a plate may hold.
import { Hono } from "hono";
import type { Context } from "hono";
import { InputError, SignInRequiredError } from "@platform/errors.ts";
import type { AppEnv } from "@platform/http.ts";
import { requireShopAccess, type ShopAccess } from "../../shop_access.ts";
import { makesModels, vehicleMakes } from "../vin/vehicle_makes.ts";
import { lookupPlate, readIssuerQuery, readPlateQuery } from "./plate_lookup.ts";
import { lookupVin, readVinQuery } from "./vin_lookup.ts";

/** The data changes only with a new release: the browser may keep it for an hour. */
const DICTIONARY_CACHE = "private, max-age=3600";

async function shopOfCall(c: Context<AppEnv>): Promise<ShopAccess> {
  if (!c.get("viewer")) throw new SignInRequiredError();
  const shop = c.req.query("shop");
  if (!shop) throw new InputError("Send shop, the shop's address name (as in /{shop}/inspections/add).");
  return await requireShopAccess(c.get("services").sql, c.get("viewer"), shop, "inspections.work");
}

function readPartial(c: Context<AppEnv>): boolean {
  const flag = c.req.query("isPartial") ?? "0";
  if (flag !== "0" && flag !== "1") throw new InputError("isPartial is 1 while the user types, else 0.");
  return flag === "1";
}

/** Echoed as sent so the widget can drop answers that arrive after a newer one. */
function readSeq(c: Context<AppEnv>): string {
  return (c.req.query("seq") ?? "").slice(0, 40);
}

export const vehicleLookupCalls = new Hono<AppEnv>()
  .get("/vin-lookup", async (c) => {
    const access = await shopOfCall(c);
    const query = {
      vin: readVinQuery(c.req.query("vin") ?? ""),
      partial: readPartial(c),
      seq: readSeq(c),
    };
    const { sql, config } = c.get("services");
    return c.json(await lookupVin(sql, access.shop, config.vehicleHistory, query));
  })
  .get("/plate-lookup", async (c) => {
    const access = await shopOfCall(c);
    const query = {
      plate: readPlateQuery(c.req.query("plate") ?? ""),
      issuer: readIssuerQuery(c.req.query("issuer") ?? ""),
      partial: readPartial(c),
      seq: readSeq(c),
    };
    const { sql, config } = c.get("services");
    return c.json(await lookupPlate(sql, access.shop, config.vehicleHistory, query));
  })
  .get("/makes", async (c) => {
    await shopOfCall(c);
    c.header("cache-control", DICTIONARY_CACHE);
    return c.json(await vehicleMakes());
  })
  .get("/makes-models", async (c) => {
    await shopOfCall(c);
    c.header("cache-control", DICTIONARY_CACHE);
    return c.json(await makesModels());
  });
