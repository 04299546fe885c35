// The vehicle page's calls, mounted at /ajax/vehicles (the vehicle names its shop):
//   POST {vehicleId}           { subjectVersion, modelYear, make, model, vin, plate, plateIssuer, trim, style,
//                                vehicleType, size, engine, transmission, colorDesc, vehicleColor, notes }
//                              → 200 { outcome: "saved" | "unchanged", vehicle }, or 409 { message, outcome:
//                                "conflict", vehicle } with the vehicle as stored now (nothing written).
//                                Every member (mechanics edit vehicles in the inspection header too).
//   POST {vehicleId}/transfer  { customerId, version } → 200 { customerId, subjectVersion }; a stale version
//                                409. Owners and managers (customers.manage).
// Another shop's vehicle or customer, or none, is 404; the CSRF token is checked first by the middleware.
import { Hono } from "hono";
import type { Context } from "hono";
import { z } from "zod";
import { InputError, NotFoundError } from "@platform/errors.ts";
import { type AppEnv, readJson } from "@platform/http.ts";
import { rowIdOf } from "@platform/row_ids.ts";
import type { Permission } from "../permissions.ts";
import { selectVehicleShopId } from "../queries.server.ts";
import { requireShopAccessById, type ShopAccess } from "../shop_access.ts";
import { updateVehicle } from "../update_vehicle.ts";
import { NO_SUCH_NEW_OWNER, transferVehicle } from "./transfer_vehicle.ts";
import { NO_SUCH_VEHICLE } from "./vehicle_messages.ts";
import { saidToStaff, staffMessages } from "../staff_words.server.ts";
import { VEHICLES_MESSAGES as V } from "@modules/text/mod.ts";
import { vehicleOnPage } from "./vehicle_page.server.ts";
import { staffClock } from "../staff_clock.ts";

async function vehicleOfCall(c: Context<AppEnv>, permission: Permission) {
  const { sql } = c.get("services");
  const vehicleId = rowIdOf(c.req.param("vehicleId"));
  const shopId = vehicleId === null ? null : await selectVehicleShopId(sql, vehicleId);
  const access: ShopAccess = await requireShopAccessById(
    sql,
    c.get("viewer"),
    shopId,
    permission,
    NO_SUCH_VEHICLE,
  );
  return { access, vehicleId: vehicleId!, sql };
}

/** A field the call does not know is named back, not ignored. */
const STRICT: z.core.$ZodObjectParams = {
  error: (issue) =>
    issue.code === "unrecognized_keys" ? `Unknown field: ${issue.keys.join(", ")}.` : undefined,
};

const text = (label: string) => z.string({ error: `${label} must be text.` });

const saveBody = z.strictObject({
  subjectVersion: z.int({ error: "subjectVersion must be the version the page read (a whole number)." })
    .min(1, { error: "subjectVersion must be the version the page read (a whole number)." }),
  modelYear: z.int({ error: "The model year must be a whole number, or null." }).nullable(),
  make: text("The make"),
  model: text("The model"),
  vin: text("The VIN"),
  plate: text("The plate"),
  plateIssuer: text("The plate issuer"),
  trim: text("The trim"),
  style: text("The style"),
  vehicleType: text("The type"),
  size: text("The size"),
  engine: text("The engine"),
  transmission: text("The transmission"),
  colorDesc: text("The colour description"),
  vehicleColor: text("The colour").nullable(),
  notes: text("The notes"),
}, STRICT);

const transferBody = z.strictObject({
  customerId: z.int({ error: "customerId must be the id of the customer to give the vehicle to." }),
  version: z.int({ error: "version must be the vehicle's version the page read (a whole number)." }),
}, STRICT);

function parsed<T>(schema: z.ZodType<T>, body: unknown): T {
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw new InputError("The request body must be a JSON object.");
  }
  const result = schema.safeParse(body);
  if (!result.success) throw new InputError(result.error.issues[0].message);
  return result.data;
}

export const vehicleCalls = new Hono<AppEnv>()
  .post("/:vehicleId{[0-9]+}", async (c) => {
    const { access, vehicleId, sql } = await vehicleOfCall(c, "inspections.work");
    const { subjectVersion, vehicleColor, ...details } = parsed(saveBody, await readJson(c));
    const shopId = access.shop.id;
    const saved = await saidToStaff(
      sql,
      access.shop,
      () =>
        sql.begin((tx) =>
          updateVehicle(tx, shopId, vehicleId, subjectVersion, { ...details, color: vehicleColor })
        ),
    );
    const vehicle = await vehicleOnPage(sql, shopId, vehicleId, staffClock(access.shop));
    if (saved.outcome === "conflict") {
      const message = (await staffMessages(sql, access.shop)).text(V.refusedConflict);
      return c.json({ message, outcome: saved.outcome, vehicle }, 409);
    }
    return c.json({ outcome: saved.outcome, vehicle });
  })
  .post("/:vehicleId{[0-9]+}/transfer", async (c) => {
    const { access, vehicleId, sql } = await vehicleOfCall(c, "customers.manage");
    const body = parsed(transferBody, await readJson(c));
    const customerId = rowIdOf(body.customerId);
    if (customerId === null) throw new NotFoundError(NO_SUCH_NEW_OWNER);
    const done = await sql.begin((tx) =>
      transferVehicle(tx, access.shop, access.viewer, vehicleId, { customerId, version: body.version })
    );
    return c.json(done);
  });
