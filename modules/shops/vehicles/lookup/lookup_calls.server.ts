// The vehicle look-up calls of seed 001 (the lookup widget's), mounted at /ajax/vehicles:
//   GET vin-lookup?shop=&vin=&is-partial=0|1&seq=            → VIN search response
//   GET plate-lookup?shop=&plate=&issuer=&is-partial=0|1&seq= → plate search response
//   GET makes?shop=                                           → make names
//   GET makes-models?shop=                                    → make name → model names
// The parameters are seed 000's (is-partial); isPartial, the name this app's pages sent before, is read too,
// since a page the offline app kept may still send it. shop may be left out by someone who works in one
// shop (seed 000's calls name none). Any member who may work on inspections (mechanics too); another shop's
// member gets the shop's 404. Bad input is a 400 that says what a VIN or a plate may hold.
import { Hono } from "hono";
import type { Context } from "hono";
import { InputError, SignInRequiredError } from "@platform/errors.ts";
import type { AppEnv } from "@platform/http.ts";
import { onlyShopOf } from "../../only_shop.ts";
import { requireShopAccess, type ShopAccess } from "../../shop_access.ts";
import { makesModels, vehicleMakes } from "../vin/vehicle_makes.ts";
import { lookupPlate, readIssuerQuery, readPlateQuery } from "./plate_lookup.ts";
import { lookupVin, readVinQuery } from "./vin_lookup.ts";

/** The data changes only with a new release: the browser may keep it for an hour. */
const DICTIONARY_CACHE = "private, max-age=3600";

async function shopOfCall(c: Context<AppEnv>): Promise<ShopAccess> {
  const viewer = c.get("viewer");
  if (!viewer) throw new SignInRequiredError();
  const { sql } = c.get("services");
  const shop = c.req.query("shop") || await onlyShopOf(sql, viewer);
  return await requireShopAccess(sql, viewer, shop, "inspections.work");
}

function readPartial(c: Context<AppEnv>): boolean {
  const sent = [c.req.query("is-partial"), c.req.query("isPartial")].filter((flag) => flag !== undefined);
  const flag = sent[0] ?? "0";
  if ((flag !== "0" && flag !== "1") || sent.some((other) => other !== flag)) {
    throw new InputError("is-partial is 1 while the user types, else 0.");
  }
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
