// The inspection's checklist in the browser: the catalogue's checklist rows (checklist_rows.ts) with the
// saving added. A tap or a finished field goes into the device's outbox (src/ui/outbox, entries made by
// items_outbox.ts), which keeps it in IndexedDB and sends it from whatever page is open; this store shows
// each row as the outbox has it: the stored item with the changes not sent yet on top, and where its save
// stands (waiting, saved, failed, conflict). It hears the server's answers for this inspection (from this tab
// or another) and brings rows up to date with them.
import { ChecklistRows, type OutlineTask } from "@modules/catalog/ui.ts";
import { itemAssetsOf } from "./item_assets.ts";
import {
  type Outbox,
  outbox as deviceOutbox,
  type OutboxEntry,
  type OutboxSnapshot,
} from "@ui/outbox/outbox.ts";
import { UPLOAD_KIND, type UploadedAnnouncement, uploadPayloadOf } from "@modules/media/ui.ts";
import {
  inspectionScope,
  ITEMS_KIND,
  type ItemsAnnouncement,
  type ItemsPayload,
  payloadOf,
} from "./items_outbox.ts";
import type { InspectionItem, ItemAsset, ItemValues } from "../types.ts";

/** A refused change's details (items_outbox.ts): for a conflict, the other person's item. */
interface Refusal {
  theirs: InspectionItem | null;
  attempted: Partial<ItemValues>;
}

export class ChecklistStore extends ChecklistRows<InspectionItem> {
  /** Changes made on this page that the outbox has not stored yet (IndexedDB answers a moment later). */
  #unstored = new Map<number, Partial<ItemValues>[]>();
  /** This inspection's change entries in the outbox, by task. */
  #entries = new Map<number, OutboxEntry[]>();
  /** How many photos and videos of each task wait in the outbox (they count for "photo required"). */
  #queuedMedia = new Map<number, number>();
  #started = false;
  /** The person whose kept copy of the items this page has taken in (the outbox says who, once started). */
  #keptFor: number | null = null;

  /**
   * `encInspectionId` null where the viewer cannot change the checklist: nothing is saved, as in a preview.
   * `outbox`: the device's (the property test gives its own).
   */
  constructor(
    readonly encInspectionId: string | null,
    items: InspectionItem[],
    categories: { id: number; tasks: OutlineTask[] }[],
    readonly outbox: Outbox = deviceOutbox,
  ) {
    super(items, categories);
  }

  override get saves(): boolean {
    return this.encInspectionId !== null;
  }

  get scope(): string {
    return inspectionScope(this.encInspectionId ?? "");
  }

  /** Follows the outbox and the server's answers for this inspection. */
  start(): () => void {
    if (!this.encInspectionId || this.#started) return () => {};
    this.#started = true;
    const follow = () => this.#follow(this.outbox.snapshot());
    const unsubscribe = this.outbox.subscribe(follow);
    const unlisten = this.outbox.listen(this.scope, (message) => this.#heard(message));
    follow();
    return () => {
      unsubscribe();
      unlisten();
      this.#started = false;
    };
  }

  /** A tap or a finished field: shown at once, kept on the device, sent as soon as it can be. */
  override edit(taskId: number, fields: Partial<ItemValues>): void {
    const row = this.rows.get(taskId);
    if (!row) return;
    if (!this.encInspectionId) {
      super.edit(taskId, fields);
      return;
    }
    const unstored = this.#unstored.get(taskId) ?? [];
    unstored.push(fields);
    this.#unstored.set(taskId, unstored);
    // What the row showed in each field the person changed: the server changes a field only while it still
    // holds that, so this change can never write over a value the person did not see (item_decision.ts).
    const was = seenIn(row.values, fields);
    this.refresh(taskId, { save: "waiting", conflict: null, message: null });
    // The banner counts it at once: "All changes saved" must not stand while the device is still storing it.
    this.#follow(this.outbox.snapshot());
    const payload: ItemsPayload = {
      encInspectionId: this.encInspectionId,
      taskId,
      itemVersion: row.item.itemVersion,
      fields,
      was,
    };
    void this.outbox
      .add({
        kind: ITEMS_KIND,
        scope: this.scope,
        counts: "change",
        label: this.tasks.get(taskId)!.name,
        payload,
      })
      .then(
        () => this.#stored(taskId, fields),
        () => {
          // IndexedDB refused (storage full, private mode): the change stays on this page and says so.
          this.refresh(taskId, {
            save: "failed",
            message: "Not saved: this device would not keep the change. Keep this page open and try again.",
          });
          this.notify();
        },
      );
  }

  /** Applies the change a conflict refused, over the other person's values (which the row shows now). */
  override reapply(taskId: number): void {
    const refused = (this.#entries.get(taskId) ?? []).filter((entry) => entry.state === "failed");
    const theirs = this.rows.get(taskId)?.item;
    if (refused.length === 0 || theirs === undefined) return super.reapply(taskId);
    void this.outbox.retry(
      refused.map((entry) => entry.id),
      (entry) => {
        const payload = payloadOf(entry);
        return {
          ...payload,
          itemVersion: theirs.itemVersion,
          was: seenIn(theirs, payload.fields),
        } satisfies ItemsPayload;
      },
    );
  }

  /** Keeps the other person's values: the refused change is dropped from the outbox. */
  override dismissConflict(taskId: number): void {
    const refused = (this.#entries.get(taskId) ?? []).filter((entry) => entry.state === "failed");
    if (refused.length > 0) void this.outbox.discard(refused.map((entry) => entry.id));
    super.dismissConflict(taskId);
  }

  /**
   * The item's pictures and videos as the server listed them after an upload, Show/Hide or a delete: the
   * row's media rules count them at once (a task that needs a photo stops asking for one).
   */
  setItemAssets(taskId: number, itemAssets: ItemAsset[]): void {
    const row = this.rows.get(taskId);
    if (!row) return;
    this.refresh(taskId, { item: { ...row.item, itemAssets } });
    this.notify();
  }

  /** Resolves when this inspection's changes have been sent (or cannot be now): Checklist done waits. */
  async flushNow(): Promise<void> {
    this.outbox.kick(0);
    for (let tries = 0; tries < 100; tries++) {
      const snapshot = this.outbox.snapshot();
      const waiting = this.#unstored.size > 0 ||
        snapshot.entries.some((entry) => entry.scope === this.scope && entry.state === "waiting");
      if (!waiting || !snapshot.online || snapshot.problem) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  #stored(taskId: number, fields: Partial<ItemValues>): void {
    const unstored = (this.#unstored.get(taskId) ?? []).filter((one) => one !== fields);
    if (unstored.length === 0) this.#unstored.delete(taskId);
    else this.#unstored.set(taskId, unstored);
    this.#follow(this.outbox.snapshot());
  }

  /**
   * The items as this device last heard them from the server, laid over the page's: a page opened from the
   * copy kept when it was last loaded shows what was saved since (issue 32). Each item is the newer of the
   * two by version; the result is kept again, for the next page opened offline.
   */
  async #takeKeptCopy(userId: number): Promise<void> {
    const copy = await this.outbox.device.kept.read(userId, this.scope).catch(() => null);
    const kept = (copy?.data as { items?: InspectionItem[] } | undefined)?.items ?? [];
    this.#bringUpToDate(kept);
    await this.#keep();
  }

  /** Rows take the items newer than theirs (versions only grow; an answer that comes late is older). */
  #bringUpToDate(items: readonly InspectionItem[]): void {
    for (const item of items) {
      const row = this.rows.get(item.taskId);
      if (row && item.itemVersion > row.item.itemVersion) this.refresh(item.taskId, { item });
    }
    this.notify();
  }

  /** Keeps the rows' items as this device now knows them, for a page opened from its kept copy. */
  async #keep(): Promise<void> {
    if (this.#keptFor === null) return;
    const items = [...this.rows.values()].map((row) => row.item);
    await this.outbox.device.kept.write(this.#keptFor, this.scope, {
      at: this.outbox.device.now(),
      data: { items },
    })
      .catch(() => undefined);
  }

  /** The outbox changed: each row shows its own entries (changes waiting, refused, or gone: saved). */
  #follow(snapshot: OutboxSnapshot): void {
    if (snapshot.ready && snapshot.userId !== null && this.#keptFor !== snapshot.userId) {
      this.#keptFor = snapshot.userId;
      void this.#takeKeptCopy(snapshot.userId);
    }
    const entries = new Map<number, OutboxEntry[]>();
    const media = new Map<number, number>();
    for (const entry of snapshot.entries) {
      // Only the signed-in person's: what someone else left on this device is theirs, not shown to others.
      if (entry.scope !== this.scope || entry.userId !== snapshot.userId) continue;
      if (entry.kind === UPLOAD_KIND && entry.state === "waiting") {
        const taskId = Number(uploadPayloadOf(entry).meta.taskId);
        media.set(taskId, (media.get(taskId) ?? 0) + 1);
      }
      if (entry.kind !== ITEMS_KIND) continue;
      const taskId = payloadOf(entry).taskId;
      entries.set(taskId, [...(entries.get(taskId) ?? []), entry]);
    }
    const mediaBefore = this.#queuedMedia;
    this.#queuedMedia = media;
    for (const taskId of new Set([...mediaBefore.keys(), ...media.keys()])) {
      if (mediaBefore.get(taskId) !== media.get(taskId)) this.refresh(taskId, {});
    }
    const before = this.#entries;
    this.#entries = entries;
    for (const taskId of new Set([...before.keys(), ...entries.keys()])) {
      const row = this.rows.get(taskId);
      if (!row) continue;
      const mine = entries.get(taskId) ?? [];
      const refused = mine.find((entry) => entry.state === "failed");
      if (refused) {
        const detail = refused.detail as Refusal | undefined;
        if (detail?.theirs) {
          this.refresh(taskId, {
            item: detail.theirs,
            save: "conflict",
            message: refused.message,
            conflict: { theirs: detail.theirs, attempted: detail.attempted },
          });
        } else this.refresh(taskId, { save: "failed", message: refused.message });
      } else if (mine.length > 0 || this.#unstored.has(taskId)) {
        // The row says "Waiting to save"; why (offline, no answer) is said once, in the page's status.
        this.refresh(taskId, { save: "waiting", message: null, conflict: null });
      } else if (before.has(taskId)) {
        this.refresh(taskId, { save: "saved", message: null, conflict: null });
      }
    }
    // Everything this person has not sent yet, this inspection's or another's: "All changes saved" only
    // when nothing at all is waiting.
    const counts = { ...snapshot.counts, changes: snapshot.counts.changes + this.#unstored.size };
    this.setBanner({
      waiting: counts.changes + counts.photos,
      waitingCounts: { changes: counts.changes, photos: counts.photos },
      ready: snapshot.ready,
      online: snapshot.online,
      problem: snapshot.problem,
    });
    this.notify();
  }

  /** The server's answer for this inspection: rows catch up with what is stored now. */
  #heard(message: unknown): void {
    const announced = message as ItemsAnnouncement | UploadedAnnouncement;
    if (announced.type === "items") {
      this.#bringUpToDate(announced.allItems);
      void this.#keep();
    } else if (announced.type === "uploaded") {
      const taskId = Number(announced.meta.taskId);
      if (this.rows.has(taskId)) this.setItemAssets(taskId, itemAssetsOf(announced.assets, taskId));
    }
  }

  protected override queuedMedia(taskId: number): number {
    // The rows are first drawn by the base class's constructor, before this class's fields exist.
    return #queuedMedia in this ? this.#queuedMedia.get(taskId) ?? 0 : 0;
  }

  protected override pending(taskId: number): Partial<ItemValues> {
    let fields: Partial<ItemValues> = {};
    for (const entry of this.#entries.get(taskId) ?? []) {
      if (entry.state === "waiting") fields = { ...fields, ...payloadOf(entry).fields };
    }
    for (const change of this.#unstored.get(taskId) ?? []) fields = { ...fields, ...change };
    return fields;
  }
}

/** What `shown` holds in each field `fields` changes: the values a change was made over. */
function seenIn(shown: ItemValues, fields: Partial<ItemValues>): Partial<ItemValues> {
  return Object.fromEntries(
    Object.keys(fields).map((field) => [field, shown[field as keyof ItemValues]]),
  ) as Partial<ItemValues>;
}
