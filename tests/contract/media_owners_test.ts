// The five other asset owners of the seed's upload table (shops, users, vehicles, inspection types, form
// drafts) over real HTTP: a real JPEG through the upload protocol, listed, its purpose changed, deleted;
// a role that may see but not change is refused; another shop's owner finds nothing; the anonymous must
// sign in. Each client calls from a page of its own shop (the Referer a browser sends), which is how a
// user's and a draft's pictures know their shop (docs/media/owners.md).
import assert from "node:assert/strict";
import { type Asset, type AssetListResponse, UPLOAD_MESSAGES } from "../../modules/media/mod.ts";
import { LONG_LIVED } from "../support/app.ts";
import { appFixture } from "../support/app_fixture.ts";
import { HttpClient } from "../support/http_client.ts";
import { type InspectionShop, inspectionShop, newInspection, PASSWORD } from "../support/inspection_shop.ts";
import { logoJpeg, mediaFixture } from "../support/media_fixtures.ts";
import { uploadThrough } from "../support/media_upload.ts";

const NOT_ALLOWED_TO_CHANGE = "You do not have permission to change the pictures and videos here.";

/** A browser on one of the app's pages: every call carries that page as its Referer. */
class PageClient extends HttpClient {
  pagePath = "";

  override request(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.pagePath) headers.set("Referer", `${this.baseUrl}${this.pagePath}`);
    return super.request(path, { ...init, headers });
  }
}

let shop: InspectionShop;
let vehicleId: number;
let owner: PageClient;
let manager: PageClient;
let mechanic: PageClient;
let mechanic2: PageClient;
let outsider: PageClient;
let anonymous: HttpClient;

const test = (name: string, fn: () => Promise<void>) =>
  Deno.test({ name: `media owners: ${name}`, ...LONG_LIVED, fn });

const photo = () => Deno.readFileSync(mediaFixture("oriented_gps.jpg"));
async function listOf(client: HttpClient, base: string): Promise<Asset[]> {
  const answer = await client.call(`${base}/assets`, "GET");
  assert.equal(answer.status, 200, `GET ${base}/assets`);
  return ((await answer.json()) as AssetListResponse).assets;
}

/** Uploads the photo as `client` and answers the new asset, checked as the upload's answer shows it. */
async function uploaded(
  client: HttpClient,
  base: string,
  fileName: string,
  bytes: Uint8Array<ArrayBuffer> = photo(),
): Promise<Asset> {
  const run = await uploadThrough(client, `${base}/assets/create`, bytes, fileName);
  assert.equal(run.finalStatus, 200, JSON.stringify(run.final));
  assert.deepEqual(run.final.uploadResults.map((r) => r.message), [UPLOAD_MESSAGES.success]);
  const asset = run.final.assets!.find((a) => a.assetId === run.final.uploadResults[0].assetId)!;
  assert.equal(asset.fileName, fileName);
  assert.equal(asset.shopId, shop.shop.id, "the asset belongs to the shop of the calling page");
  return asset;
}

async function expectRefusal(answer: Response, status: number, message: string, what: string) {
  assert.equal(answer.status, status, what);
  assert.equal((await answer.json()).message, message, what);
}

/** Upload, list, change the purpose (204), delete (200 list) as a member who may change. */
async function fullCycle(client: HttpClient, base: string, subclass: string, purpose: string) {
  const asset = await uploaded(
    client,
    base,
    `${subclass}.jpg`,
    purpose === "logo" ? await logoJpeg() : photo(),
  );
  assert.equal(asset.subclass, subclass);
  assert.deepEqual((await listOf(client, base)).map((a) => a.assetId), [asset.assetId]);
  const patched = await client.call(`${base}/assets/${asset.assetId}`, "PATCH", { purpose });
  assert.equal(patched.status, 204);
  await patched.body?.cancel();
  assert.equal((await listOf(client, base))[0].purpose, purpose);
  return asset;
}

async function deleted(client: HttpClient, base: string, assetId: number) {
  const answer = await client.call(`${base}/assets/${assetId}`, "DELETE");
  assert.equal(answer.status, 200);
  const list = (await answer.json()) as AssetListResponse;
  assert.ok(!list.assets.some((a) => a.assetId === assetId), "the deleted asset left the list");
}

/** A member who may see but not change: the list yes, the upload and any change no. */
async function seesButMayNotChange(client: HttpClient, base: string, assetId: number) {
  assert.ok((await listOf(client, base)).some((a) => a.assetId === assetId));
  await expectRefusal(
    await client.call(`${base}/assets/create`, "GET"),
    403,
    UPLOAD_MESSAGES.permission,
    `create ${base}`,
  );
  await expectRefusal(
    await client.call(`${base}/assets/${assetId}`, "PATCH", { purpose: "none" }),
    403,
    NOT_ALLOWED_TO_CHANGE,
    `PATCH ${base}`,
  );
  await expectRefusal(
    await client.call(`${base}/assets/${assetId}`, "DELETE"),
    403,
    NOT_ALLOWED_TO_CHANGE,
    `DELETE ${base}`,
  );
}

/** Every call of the owner: another shop's owner gets the owner's 404; the anonymous 401 or 403. */
async function hiddenFromOthers(
  base: string,
  assetId: number,
  noun: string,
  stranger: HttpClient = outsider,
) {
  const calls: Array<[string, string, unknown?]> = [
    ["GET", `${base}/assets`],
    ["GET", `${base}/assets/create`],
    ["PATCH", `${base}/assets/${assetId}`, { purpose: "none" }],
    ["DELETE", `${base}/assets/${assetId}`],
    ["POST", `${base}/assets/reorder`, { ids: String(assetId) }],
    ["POST", `${base}/assets/copy`, { ids: String(assetId) }],
  ];
  for (const [method, path, body] of calls) {
    await expectRefusal(
      await stranger.call(path, method, body),
      404,
      `The specified ${noun} was not found.`,
      `${method} ${path} by a stranger`,
    );
    const nobody = await anonymous.call(path, method, body);
    // A write without a session fails the CSRF check first.
    assert.equal(nobody.status, method === "GET" ? 401 : 403, `${method} ${path} anonymous`);
    await nobody.body?.cancel();
  }
}

const fixture = appFixture({
  async setup({ app, sql }) {
    const { keys } = app.services;
    shop = await inspectionShop(sql);
    const inspection = await newInspection(sql, keys, shop);
    [{ vehicleId }] = await sql<{ vehicleId: number }[]>`
      select subject_id as "vehicleId" from inspections where id = ${inspection.id}`;
    const signedIn = async (email: string, shopUriName: string) => {
      const client = new PageClient(app.url);
      await client.signIn(email, PASSWORD);
      client.pagePath = `/${shopUriName}/inspections`;
      await client.page(client.pagePath);
      return client;
    };
    owner = await signedIn(shop.owner.email, shop.shop.uriName);
    manager = await signedIn(shop.manager.email, shop.shop.uriName);
    mechanic = await signedIn(shop.mechanic.email, shop.shop.uriName);
    mechanic2 = await signedIn(shop.mechanic2.email, shop.shop.uriName);
    outsider = await signedIn(shop.outsider.email, shop.other.uriName);
    anonymous = new HttpClient(app.url);
  },
});

test("the shop's pictures: managers change them, mechanics see them, other shops find nothing", async () => {
  const base = `/ajax/shops/${shop.shop.id}`;
  const logo = await fullCycle(manager, base, "ShopAsset", "logo");
  await seesButMayNotChange(mechanic, base, logo.assetId);
  await hiddenFromOthers(base, logo.assetId, "Shop");
  const shared = await uploaded(owner, base, "shared.jpg");
  const inspectionPurpose = await owner.call(`${base}/assets/${shared.assetId}`, "PATCH", {
    purpose: "inspection",
  });
  assert.equal(inspectionPurpose.status, 204);
  await inspectionPurpose.body?.cancel();
  await deleted(manager, base, logo.assetId);
  await deleted(owner, base, shared.assetId);
});

test("a user's pictures: the user changes them and sets the avatar, a manager only sees them", async () => {
  const base = `/ajax/users/${shop.mechanic.id}`;
  const picture = await fullCycle(mechanic, base, "UserAsset", "bio");
  const avatar = await mechanic.call(`${base}/assets/${picture.assetId}`, "PATCH", {
    customAction: "setUserAvatar",
  });
  assert.equal(avatar.status, 200);
  const withAvatar = (await avatar.json()) as AssetListResponse;
  assert.equal(withAvatar.assets.find((a) => a.assetId === picture.assetId)!.purpose, "avatar");
  await seesButMayNotChange(manager, base, picture.assetId);
  await hiddenFromOthers(base, picture.assetId, "User");
  // A colleague who may not see the users list does not find them either.
  await expectRefusal(
    await mechanic2.call(`${base}/assets`, "GET"),
    404,
    "The specified User was not found.",
    "a colleague",
  );
  // The shop owner may change a member's pictures.
  const unset = await owner.call(`${base}/assets/${picture.assetId}`, "PATCH", {
    customAction: "unsetUserAvatar",
  });
  assert.equal(unset.status, 200);
  assert.equal(((await unset.json()) as AssetListResponse).assets[0].purpose, "none");
  await deleted(owner, base, picture.assetId);
});

test("a user's pictures need a page of a shop the user works in", async () => {
  const base = `/ajax/users/${shop.mechanic.id}`;
  const nowhere = new PageClient(fixture.app.url);
  await nowhere.signIn(shop.mechanic.email, PASSWORD);
  for (
    const page of [
      "",
      "/login",
      `/${shop.other.uriName}/inspections`,
      "/image-editor?assetId=1",
      `/image-editor?assetId=1&shop=${shop.other.uriName}`,
    ]
  ) {
    nowhere.pagePath = page;
    await expectRefusal(
      await nowhere.call(`${base}/assets`, "GET"),
      404,
      "The specified User was not found.",
      `from "${page}"`,
    );
  }
  // The image editor over a page of the user's shop names that shop.
  nowhere.pagePath = `/image-editor?assetId=1&shop=${shop.shop.uriName}`;
  assert.deepEqual(await listOf(nowhere, base), []);
});

test("a vehicle's pictures: every member changes them, other shops find nothing", async () => {
  const base = `/ajax/subjects/${vehicleId}`;
  const picture = await fullCycle(mechanic, base, "SubjectAsset", "main");
  assert.ok((await listOf(manager, base)).some((a) => a.assetId === picture.assetId));
  await hiddenFromOthers(base, picture.assetId, "Vehicle");
  await expectRefusal(
    await mechanic.call(`/ajax/subjects/2147483647/assets`, "GET"),
    404,
    "The specified Vehicle was not found.",
    "an id no vehicle has",
  );
  await expectRefusal(
    await mechanic.call(`/ajax/subjects/9999999999/assets`, "GET"),
    400,
    "The address names 9999999999, which is not an id: ids are whole numbers up to 2147483647.",
    "an id no vehicle can have",
  );
  await deleted(mechanic2, base, picture.assetId);
});

test("an inspection type's pictures: managers change them, mechanics see them", async () => {
  const base = `/ajax/inspection-types/${shop.typeId}`;
  const picture = await fullCycle(manager, base, "InspectionTypeAsset", "inspection");
  await seesButMayNotChange(mechanic, base, picture.assetId);
  await hiddenFromOthers(base, picture.assetId, "Inspection type");
  await deleted(owner, base, picture.assetId);
});

test("a form's draft pictures: only their writer, in the shop of the page, reaches them", async () => {
  const ref = "new-finding_7Hq2xYz";
  const base = `/ajax/draft/${ref}`;
  const picture = await fullCycle(mechanic, base, "DraftAsset", "none");
  // The same ref is another person's own (empty) draft: nothing of the mechanic's shows.
  assert.deepEqual(await listOf(mechanic2, base), []);
  assert.deepEqual(await listOf(outsider, base), []);
  for (const [method, body] of [["PATCH", { purpose: "none" }], ["DELETE", undefined]] as const) {
    const answer = await mechanic2.call(`${base}/assets/${picture.assetId}`, method, body);
    assert.equal(answer.status, 404, `${method} by a colleague`);
    await answer.body?.cancel();
  }
  // Another shop's owner calling from a page of this shop (a forged Referer) finds no draft at all.
  const forger = new PageClient(fixture.app.url);
  await forger.signIn(shop.outsider.email, PASSWORD);
  await forger.page(`/${shop.other.uriName}/inspections`);
  forger.pagePath = `/${shop.shop.uriName}/inspections`;
  await hiddenFromOthers(base, picture.assetId, "Draft", forger);
  // A ref too short to be a draft's is no call at all.
  const short = await mechanic.call(`/ajax/draft/abc/assets`, "GET");
  assert.equal(short.status, 404);
  await short.body?.cancel();
  await deleted(mechanic, base, picture.assetId);
});
