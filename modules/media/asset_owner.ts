// Who owns an asset, and who may see or change it. media knows no domain: each owning module (inspections,
// shops, accounts, catalog) registers one AssetOwner per subclass at start-up, and the asset calls ask it
// on every request, so a permission taken away between two steps of an upload still counts.
import type { Tx } from "../../src/platform/db.ts";
import type { Services } from "../../src/platform/request_context.ts";
import type { Viewer } from "../../src/platform/viewer.ts";
import type { AssetSubclass } from "./types.ts";

export interface OwnerAccess {
  shopId: number;
  /** The inspection, user, vehicle or type id; for drafts the user writing the form; null for the shop's. */
  ownerId: number | null;
  draftRef: string | null;
  /** May add, change and remove the owner's assets (else "You do not have permission..."). */
  canChange: boolean;
  userId: number;
}

/** Who asks, from where: what an owner decides by, read from the call by the HTTP layer (asset_request.ts). */
export interface AssetRequest {
  services: Services;
  viewer: Viewer | null;
  /** The address of the call itself, to tell the app's own pages from another site's. */
  url: string;
  /** The page the call comes from (its Referer): owners with no shop in the address act in that page's shop. */
  callingPage: string | null;
}

export interface AssetOwner {
  subclass: AssetSubclass;
  /** How the target is named in "The specified {noun} was not found." */
  noun: string;
  /**
   * The owner the address names, as this request's viewer may see it; null when it does not exist for
   * them (another shop's, a tampered id), which every call answers as not found.
   */
  resolve(request: AssetRequest, key: string): Promise<OwnerAccess | null>;
  /** Uploads to one checklist item: whether the task is on this owner. */
  hasTask?(tx: Tx, access: OwnerAccess, taskId: number): Promise<boolean>;
  /**
   * An asset's purpose changed (a shop's picture made its logo), in the change's transaction: the owner may
   * write it where its own changes are kept (the shop's trail), or refuse it by throwing, which undoes the
   * change (a logo narrower than the report needs).
   */
  purposeChanged?(tx: Tx, request: AssetRequest, change: PurposeChange): Promise<void>;
}

export interface PurposeChange {
  shopId: number;
  assetId: number;
  fileName: string;
  from: string;
  to: string;
  /** The asset's size in pixels, upright, when it is a picture; null for a video or a document. */
  picture: { width: number; height: number } | null;
}

const owners = new Map<AssetSubclass, AssetOwner>();

export function registerAssetOwner(owner: AssetOwner): void {
  owners.set(owner.subclass, owner);
}

export function assetOwner(subclass: AssetSubclass): AssetOwner {
  const owner = owners.get(subclass);
  if (!owner) throw new Error(`No asset owner is registered for ${subclass}.`);
  return owner;
}

/** An owner address's numeric id as the database holds it (int4); null for one no row can have. */
export function ownerIdOf(key: string): number | null {
  const id = Number(key);
  return Number.isSafeInteger(id) && id >= 1 && id <= 2_147_483_647 ? id : null;
}

export function targetMissingMessage(noun: string): string {
  return `The specified ${noun} was not found.`;
}
