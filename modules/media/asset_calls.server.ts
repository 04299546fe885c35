// The asset calls of one kind of owner, mounted by the owning module under its own prefix
// (/ajax/inspections, /ajax/users, ...): the list, the upload's first step, order, copies, changes,
// removal and task assignment. The owner answers who may do what; media does the rest.
import { type Context, Hono } from "hono";
import { booleanField, readFields, textField } from "../../src/platform/call_fields.ts";
import { ForbiddenError, InputError, NotFoundError, SignInRequiredError } from "../../src/platform/errors.ts";
import type { AppEnv } from "../../src/platform/http.ts";
import { readReorderIds, reorderIdsOf } from "../../src/platform/reorder_call.ts";
import {
  assignTask,
  copyAssets,
  deleteAsset,
  reorderAssets,
  setSolePurpose,
  unassignTask,
  updateAsset,
} from "./asset_changes.ts";
import { assetListResponse } from "./asset_list.ts";
import { assetOwner, type OwnerAccess, targetMissingMessage } from "./asset_owner.ts";
import { createUpload, idempotencyKeyOf, NO_SUCH_TASK } from "./create_upload.ts";
import { mediaStorage } from "./media_storage.server.ts";
import { assetRequestOf } from "./asset_request.ts";
import type { OwnerRef } from "./queries.server.ts";
import { ASSET_SUBCLASSES, type AssetSubclass } from "./types.ts";

export const NOT_ALLOWED_TO_CHANGE = "You do not have permission to change the pictures and videos here.";

const ID = "[0-9]{1,10}";

/** keyPattern: how the owner's id looks in the address (a number, an encInspectionId, a draft ref). */
export function assetCalls(subclass: AssetSubclass, keyPattern: string): Hono<AppEnv> {
  const calls = new Hono<AppEnv>();
  const owner = () => assetOwner(subclass);
  const base = `/:ownerKey{${keyPattern}}`;

  async function access(
    c: Context<AppEnv>,
    change: boolean,
  ): Promise<{ access: OwnerAccess; ref: OwnerRef }> {
    if (!c.get("viewer")) throw new SignInRequiredError();
    const found = await owner().resolve(assetRequestOf(c), c.req.param("ownerKey")!);
    if (!found) throw new NotFoundError(targetMissingMessage(owner().noun));
    if (change && !found.canChange) throw new ForbiddenError(NOT_ALLOWED_TO_CHANGE);
    return {
      access: found,
      ref: { shopId: found.shopId, subclass, ownerId: found.ownerId, draftRef: found.draftRef },
    };
  }

  const list = async (c: Context<AppEnv>, ref: OwnerRef) => {
    const { sql, config } = c.get("services");
    return c.json(await assetListResponse(sql, ref, config.media.publicUrl));
  };

  const taskOf = async (c: Context<AppEnv>, found: OwnerAccess) => {
    const taskId = Number(c.req.param("taskId"));
    if (!owner().hasTask || !(await owner().hasTask!(c.get("services").sql, found, taskId))) {
      throw new NotFoundError(NO_SUCH_TASK);
    }
    return taskId;
  };

  calls.get(`${base}/assets`, async (c) => list(c, (await access(c, false)).ref));

  /** Step 1 of the upload protocol, for the owner or one of its tasks (an inspection's checklist row). */
  const create = async (c: Context<AppEnv>, taskId: number | null) => {
    const { access: found } = await access(c, false);
    const services = c.get("services");
    const key = idempotencyKeyOf(c.req.header("Idempotency-Key"));
    return c.json(
      await createUpload(
        services,
        mediaStorage(services),
        owner(),
        found,
        c.req.param("ownerKey")!,
        taskId,
        key,
      ),
    );
  };

  calls.get(`${base}/assets/create`, (c) => create(c, null));

  calls.get(`${base}/items/:taskId{${ID}}/assets/create`, (c) => create(c, Number(c.req.param("taskId"))));

  calls.post(`${base}/assets/reorder`, async (c) => {
    const { ref } = await access(c, true);
    const ids = await readReorderIds(c);
    await c.get("services").sql.begin((tx) => reorderAssets(tx, ref, ids));
    return c.body(null, 204);
  });

  calls.post(`${base}/assets/copy`, async (c) => {
    const { access: found, ref } = await access(c, true);
    const type = c.req.header("Content-Type") ?? "";
    const raw = /^text\/(csv|plain)/i.test(type) ? await c.req.text() : (await readFields(c)).ids;
    // Copy sends only saved assets (ids above 0); a placeholder of an upload still running is dropped.
    const ids = reorderIdsOf(
      typeof raw === "string" ? raw.split(",").filter((id) => Number(id) > 0).join(",") : raw,
      "Send the ids of the pictures and videos to copy, such as 12,7,9.",
    );
    await c.get("services").sql.begin((tx) => copyAssets(tx, ref, ids, found.userId));
    return list(c, ref);
  });

  calls.delete(`${base}/assets/:assetId{${ID}}`, async (c) => {
    const { ref } = await access(c, true);
    await c.get("services").sql.begin((tx) => deleteAsset(tx, ref, Number(c.req.param("assetId"))));
    return list(c, ref);
  });

  calls.patch(`${base}/assets/:assetId{${ID}}`, async (c) => {
    const { ref } = await access(c, true);
    const fields = await readFields(c);
    const assetId = Number(c.req.param("assetId"));
    const sql = c.get("services").sql;
    const action = textField(fields, "customAction");
    if (action === "setUserAvatar" || action === "unsetUserAvatar") {
      if (subclass !== "UserAsset") throw new InputError(`${action} applies to a user's pictures only.`);
      await sql.begin((tx) => setSolePurpose(tx, ref, action === "setUserAvatar" ? assetId : null, "avatar"));
      return list(c, ref);
    }
    if (action !== null) throw new InputError("customAction must be setUserAvatar or unsetUserAvatar.");
    const sentSubclass = textField(fields, "subclass");
    if (sentSubclass !== null && !(ASSET_SUBCLASSES as readonly string[]).includes(sentSubclass)) {
      throw new InputError(`subclass must be one of ${ASSET_SUBCLASSES.join(", ")}.`);
    }
    const purpose = textField(fields, "purpose");
    await sql.begin(async (tx) => {
      const change = await updateAsset(tx, ref, assetId, {
        subclass: (sentSubclass ?? undefined) as AssetSubclass | undefined,
        purpose: purpose ?? undefined,
        isVisible: "isVisible" in fields ? booleanField(fields, "isVisible") : undefined,
        showInFooter: "showInFooter" in fields ? booleanField(fields, "showInFooter") : undefined,
        superseded: "superseded" in fields ? booleanField(fields, "superseded") : undefined,
        title: "title" in fields ? textField(fields, "title") ?? "" : undefined,
        caption: "caption" in fields ? textField(fields, "caption") : undefined,
      });
      if (change.from !== change.to) {
        await owner().purposeChanged?.(tx, assetRequestOf(c), { shopId: ref.shopId, assetId, ...change });
      }
    });
    // The seed: a purpose change answers 204; the others answer the refreshed list.
    const onlyPurpose = Object.keys(fields).every((name) => name === "purpose" || name === "subclass");
    return onlyPurpose ? c.body(null, 204) : list(c, ref);
  });

  calls.post(`${base}/assets/:assetId{${ID}}/footer`, async (c) => {
    const { ref } = await access(c, true);
    const fields = await readFields(c);
    const showInFooter = booleanField(fields, "showInFooter", true);
    await c.get("services").sql.begin((tx) =>
      updateAsset(tx, ref, Number(c.req.param("assetId")), { showInFooter })
    );
    return list(c, ref);
  });

  calls.on(["PUT", "DELETE"], `${base}/items/:taskId{${ID}}/assets/:assetId{${ID}}`, async (c) => {
    const { access: found, ref } = await access(c, true);
    const taskId = await taskOf(c, found);
    const assetId = Number(c.req.param("assetId"));
    const change = c.req.method === "PUT" ? assignTask : unassignTask;
    await c.get("services").sql.begin((tx) => change(tx, ref, assetId, taskId));
    return list(c, ref);
  });

  return calls;
}
