// What the customer's report shows, read once per request and rendered by the page, the printable HTML, the
// PDF and the link preview alike. Only what the shop chose to tell: a task whose "Tell the customer" is never
// is left out, one told "when it needs attention" shows only a warn or fail, and passed items only when the
// report options keep them (the adviser's choice, else the shop's default); the summary counts every pass.
// Pictures are the visible, current ones; videos play their transcoded copy only, because the original keeps
// the phone's location in its metadata.
import { createHash } from "node:crypto";
import type { Tx } from "../../src/platform/db.ts";
import { encryptId } from "../../src/platform/enc_ids.ts";
import type { Keys } from "../../src/platform/keys.ts";
import {
  type AuditItem,
  type CustomerAccess,
  describeInspection,
  type InspectionFacts,
  type ItemAmount,
  itemAmount,
  readReportOptions,
  type ReportOptions as AdviserOptions,
  reviewItems,
  splitsAmounts,
  sumAmounts,
} from "../inspections/mod.ts";
import { type Asset, ownerAssets, purposeThumbnailUrl } from "../media/mod.ts";
import { findShopContact, findShopReportDefaults, type ShopContact } from "../shops/mod.ts";
import { catalogTranslator, needsResult } from "../catalog/mod.ts";
import { shopMessages } from "../text/mod.ts";
import { type CustomerResponse, selectAnswers, selectLatestResponse } from "./answers_queries.server.ts";
import type { ReportLanguage } from "./report_options.ts";
import { reportCulture, type ReportWords, reportWords } from "./report_words.ts";

export type ReportResult = "fail" | "warn" | "pass";
export const REPORT_RESULTS: readonly ReportResult[] = ["fail", "warn", "pass"];
export type CustomerAnswerValue = "approved" | "declined";

export interface ReportPicture {
  assetId: number;
  title: string;
  thumbnailUrl: string;
  /** The large view, opened on tap (and printed at the larger sizes). */
  largeUrl: string;
  width: number | null;
  height: number | null;
}

export interface ReportVideo {
  assetId: number;
  encVideoId: string;
  title: string;
  /** The poster frame's thumbnail. */
  posterUrl: string | null;
  /** The transcoded MP4. */
  videoUrl: string;
  durationSeconds: number | null;
}

export interface ReportItem {
  taskId: number;
  categoryName: string;
  taskName: string;
  result: ReportResult;
  priorityName: string;
  priorityColour: string;
  findingText: string;
  explanation: string;
  recommendation: string;
  /** The mechanic's notes, when the adviser shows them. */
  notes: string;
  values: Array<{ label: string; value: string }>;
  /** What the item comes to (parts, plus labour and tax when the shop charges them); null when prices are
   * hidden or nothing was priced. */
  price: number | null;
  /** Its parts, labour and tax, when the shop charges labour or tax (else null: the price says it all). */
  amount: ItemAmount | null;
  /** Warn and fail items: the customer approves or declines them. */
  answerable: boolean;
  answer: CustomerAnswerValue | null;
  pictures: ReportPicture[];
  videos: ReportVideo[];
}

export interface CustomerReport {
  encInspectionId: string;
  language: ReportLanguage;
  /** The culture its words are in (es-MX), and the words: the catalogue's, with the shop's overrides. */
  culture: string;
  words: ReportWords;
  shop: {
    name: string;
    uriName: string;
    timeZone: string;
    /** ISO 4217: the report's amounts are in it. */
    currency: string;
    contact: ShopContact;
    logoUrl: string | null;
  };
  facts: InspectionFacts;
  salesPitch: string;
  options: AdviserOptions;
  /** fail, then warn, then pass; each by priority, then in checklist order. Empty groups are left out. */
  groups: Array<{ result: ReportResult; items: ReportItem[] }>;
  /** Fails and warns as listed; passes counted whether the report lists them or not (issue 22). */
  counts: Record<ReportResult, number>;
  /** How many of the inspection's items were checked, and how many were left without a result. */
  inspected: { done: number; notDone: number };
  /** Sums of the prices shown: the recommended work, and what the customer approved of it; the recommended
   * work's parts, labour and tax when the shop charges labour or tax (else null). */
  totals: { recommended: number; approved: number; split: ItemAmount | null };
  /** Pictures the adviser put in the report's footer. */
  footerPictures: ReportPicture[];
  response: CustomerResponse | null;
  /** Answers are taken until the inspection is closed. */
  answersOpen: boolean;
  /** Changes whenever anything the report shows changes: the key of cached PDFs and preview images. */
  contentKey: string;
}

export async function loadCustomerReport(
  tx: Tx,
  keys: Keys,
  mediaPublicUrl: string | null,
  access: CustomerAccess,
  language: ReportLanguage,
): Promise<CustomerReport> {
  const { shop, inspection } = access;
  // The adviser's choices, else the shop's defaults (issue 22: listing passes is a shop setting).
  const options = readReportOptions(inspection.reportOptions, await findShopReportDefaults(tx, shop.id));
  const culture = reportCulture(language, shop.language);
  const [facts, review, assets, contact, logoUrl, answers, response] = await Promise.all([
    describeInspection(tx, shop.id, inspection),
    reviewItems(tx, shop.id, inspection.id),
    ownerAssets(
      tx,
      { shopId: shop.id, subclass: "InspectionAsset", ownerId: inspection.id, draftRef: null },
      mediaPublicUrl,
    ),
    findShopContact(tx, shop.id),
    purposeThumbnailUrl(
      tx,
      { shopId: shop.id, subclass: "ShopAsset", ownerId: null, draftRef: null },
      "logo",
      mediaPublicUrl,
    ),
    selectAnswers(tx, shop.id, inspection.id),
    selectLatestResponse(tx, shop.id, inspection.id),
  ]);
  // The report's words in its culture with the shop's wording, and its catalogue's translations.
  const [messages, translated] = await Promise.all([
    shopMessages(tx, shop.id, culture),
    catalogTranslator(tx, shop.id, culture),
  ]);
  const shown = assets.filter((asset) => asset.status === "visible" && asset.isVisible);
  const rank = new Map(review.priorities.map((priority, index) => [priority.id, index]));
  const split = splitsAmounts(review.pricing);
  const items = review.categories.flatMap((category) =>
    category.items.flatMap((item) => {
      const result = toldResult(item, options);
      if (result === null) return [];
      const amount = itemAmount(item, review.pricing);
      // Priced: a price set, or hours the shop charges for. Without labour or tax, the price as typed.
      const priced = options.showPrices && (item.price !== null || amount.labour > 0);
      return [{
        taskId: item.taskId,
        categoryName: translated(category.name),
        taskName: translated(item.taskName),
        result,
        priorityName: item.priorityName,
        priorityColour: item.priorityColour,
        findingText: translated(item.findingText),
        explanation: translated(item.explanation),
        recommendation: translated(item.recommendation),
        notes: options.showTechnicianNotes ? item.notes : "",
        values: item.values,
        price: priced ? amount.total : null,
        amount: priced && split ? amount : null,
        answerable: result !== "pass",
        answer: answers.get(item.taskId) ?? null,
        pictures: shown.filter((asset) => asset.taskIds.includes(item.taskId)).flatMap(pictureOf),
        videos: shown.filter((asset) => asset.taskIds.includes(item.taskId)).flatMap((asset) =>
          videoOf(keys, asset)
        ),
        rank: item.priorityId === null
          ? Number.MAX_SAFE_INTEGER
          : rank.get(item.priorityId) ?? Number.MAX_SAFE_INTEGER,
      }];
    })
  );
  const groups = REPORT_RESULTS.map((result) => ({
    result,
    // Array.prototype.sort is stable: equal priorities keep the checklist order.
    items: items.filter((item) => item.result === result).sort((a, b) => a.rank - b.rank)
      .map(({ rank: _rank, ...item }) => item),
  })).filter((group) => group.items.length > 0);
  const counts = { fail: 0, warn: 0, pass: 0 };
  for (const item of items) if (item.result !== "pass") counts[item.result]++;
  const inspected = { done: 0, notDone: 0 };
  for (const item of review.categories.flatMap((category) => category.items)) {
    // Every pass is good news, listed or not; a task the customer is never told of stays out of the counts.
    if (item.result === "pass" && item.notifyMode !== "disabled") counts.pass++;
    if (item.result !== "none") inspected.done++;
    else if (!item.rules || needsResult(item.rules.taskType)) inspected.notDone++;
  }
  const answerable = items.filter((item) => item.answerable);
  const report: Omit<CustomerReport, "contentKey"> = {
    encInspectionId: inspection.encId,
    language,
    shop: {
      name: shop.name,
      uriName: shop.uriName,
      timeZone: shop.timeZone,
      currency: shop.currency,
      contact,
      logoUrl,
    },
    facts,
    salesPitch: inspection.salesPitch,
    options,
    groups,
    counts,
    inspected,
    totals: {
      recommended: sum(answerable.map((item) => item.price)),
      approved: sum(answerable.filter((item) => item.answer === "approved").map((item) => item.price)),
      split: split ? sumAmounts(answerable.flatMap((item) => item.amount ?? [])) : null,
    },
    footerPictures: shown.filter((asset) => asset.showInFooter).flatMap(pictureOf),
    response,
    answersOpen: inspection.status !== "closed",
    culture,
    words: reportWords(messages),
  };
  // A video's encrypted id is made anew on each read (a random IV), so it is left out of the key: the key
  // changes with what the report shows, not with how its links are spelled.
  const content = JSON.stringify(report, (key, value) => key === "encVideoId" ? undefined : value);
  return { ...report, contentKey: createHash("sha256").update(content).digest("base64url") };
}

/** The result the customer is told of, or null when this item is not on the report. */
function toldResult(item: AuditItem, options: AdviserOptions): ReportResult | null {
  if (item.result !== "fail" && item.result !== "warn" && item.result !== "pass") return null;
  if (item.notifyMode === "disabled") return null;
  if (item.result === "pass" && (item.notifyMode !== "always" || !options.showPassedItems)) return null;
  return item.result;
}

function pictureOf(asset: Asset): ReportPicture[] {
  if (asset.kind !== "photo" && asset.kind !== "image") return [];
  const thumbnail = asset.thumbnailView;
  const large = asset.largeImageView ?? thumbnail;
  if (!thumbnail || !large) return [];
  return [{
    assetId: asset.assetId,
    title: asset.title || asset.caption || "",
    thumbnailUrl: thumbnail.cdnUrl,
    largeUrl: large.cdnUrl,
    width: large.width,
    height: large.height,
  }];
}

function videoOf(keys: Keys, asset: Asset): ReportVideo[] {
  const transcoded = asset.kind === "video"
    ? asset.views.find((view) => view.name === "transcoded")
    : undefined;
  if (!transcoded) return [];
  return [{
    assetId: asset.assetId,
    encVideoId: encryptId(keys, "video", asset.assetId),
    title: asset.title || asset.caption || "",
    posterUrl: asset.thumbnailView?.cdnUrl ?? null,
    videoUrl: transcoded.cdnUrl,
    durationSeconds: asset.durationSeconds,
  }];
}

/** In cents, so the total is the sum of the amounts shown. */
function sum(prices: Array<number | null>): number {
  return prices.reduce<number>((total, price) => total + Math.round((price ?? 0) * 100), 0) / 100;
}
