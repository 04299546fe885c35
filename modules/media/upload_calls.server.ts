// /ajax/sas-uploads: the upload protocol's completion (step 3) and its status poll (step 4).
import { Hono } from "hono";
import { idField, readFields } from "../../src/platform/call_fields.ts";
import { InputError, NotFoundError, SignInRequiredError } from "../../src/platform/errors.ts";
import type { AppEnv } from "../../src/platform/http.ts";
import { assetRequestOf } from "./asset_request.ts";
import { completeUpload, UNKNOWN_UPLOAD, uploadAnswer } from "./complete_upload.ts";
import { selectUpload } from "./queries.server.ts";

const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";

export const uploadCalls = new Hono<AppEnv>();

uploadCalls.use("*", async (c, next) => {
  if (!c.get("viewer")) throw new SignInRequiredError();
  await next();
});

uploadCalls.post(`/:id{${UUID}}/complete`, async (c) => {
  const fields = await readFields(c);
  const id = c.req.param("id");
  if (fields.blobLifetimeId !== undefined && fields.blobLifetimeId !== id) {
    throw new InputError("blobLifetimeId does not match the upload's address.");
  }
  const parentAssetId = idField(fields, "parentAssetId");
  const answer = await completeUpload(assetRequestOf(c), {
    blobLifetimeId: id,
    contentType: typeof fields.contentType === "string" ? fields.contentType : undefined,
    fileName: typeof fields.fileName === "string" ? fields.fileName : undefined,
    parentAssetId,
    supersedeParentAsset: fields.supersedeParentAsset === true || fields.supersedeParentAsset === "true",
  });
  return c.json(answer.body, answer.httpStatus);
});

uploadCalls.get(`/:id{${UUID}}`, async (c) => {
  const upload = await selectUpload(c.get("services").sql, c.req.param("id"), c.get("viewer")!.userId);
  if (!upload) throw new NotFoundError(UNKNOWN_UPLOAD);
  const answer = await uploadAnswer(c.get("services"), upload);
  return c.json(answer.body, answer.httpStatus);
});
