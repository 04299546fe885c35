// The inspection's checklist in the browser: the catalogue's checklist rows (checklist_rows.ts) with the
// saving added. Changes go through the save queue (save_queue.ts), kept in localStorage under the inspection
// so a reload or a dropped connection loses nothing; sending is retried with backoff and when the browser
// says it is online again. Each row shows where its save stands (saving, saved, waiting, failed, conflict).
import { ChecklistRows, type OutlineTask } from "@modules/catalog/ui.ts";
import { post } from "@ui/calls.ts";
import {
  batchToSend,
  EMPTY_QUEUE,
  queueChange,
  queueStorageKey,
  readStoredQueue,
  type SaveQueue,
  settleBatch,
  waitingCount,
} from "./save_queue.ts";
import type { InspectionItem, InspectionItemsResponse, ItemAsset, ItemValues, PostedItem } from "../types.ts";

const offlineMessage = "Not saved yet: no connection. It is kept on this device and sent when you are back.";

export class ChecklistStore extends ChecklistRows<InspectionItem> {
  #queue: SaveQueue = EMPTY_QUEUE;
  #inFlight = new Set<number>();
  #timer: ReturnType<typeof setTimeout> | null = null;
  #started = false;

  /** Null where the viewer cannot change the checklist: nothing is saved, as in a preview. */
  constructor(
    readonly encInspectionId: string | null,
    items: InspectionItem[],
    categories: { id: number; tasks: OutlineTask[] }[],
  ) {
    super(items, categories);
  }

  override get saves(): boolean {
    return this.encInspectionId !== null;
  }

  /** Reads the queue this device kept for the inspection and starts sending. */
  start(): () => void {
    if (!this.encInspectionId || this.#started) return () => {};
    this.#started = true;
    this.#queue = readStoredQueue(localStorage.getItem(queueStorageKey(this.encInspectionId)));
    for (const change of Object.values(this.#queue.changes)) {
      this.refresh(change.taskId, { save: "waiting" });
    }
    const online = () => {
      this.setBanner({ online: true });
      this.#schedule(0);
    };
    const offline = () => this.setBanner({ online: false });
    globalThis.addEventListener("online", online);
    globalThis.addEventListener("offline", offline);
    this.setBanner({ online: navigator.onLine });
    this.#afterChange();
    return () => {
      globalThis.removeEventListener("online", online);
      globalThis.removeEventListener("offline", offline);
      if (this.#timer) clearTimeout(this.#timer);
      this.#started = false;
    };
  }

  /** A tap or a finished field: shown at once, saved as soon as it can be. */
  override edit(taskId: number, fields: Partial<ItemValues>): void {
    const row = this.rows.get(taskId);
    if (!row) return;
    if (!this.encInspectionId) {
      super.edit(taskId, fields);
      return;
    }
    this.#queue = queueChange(this.#queue, taskId, row.item.itemVersion, fields);
    this.refresh(taskId, { save: "waiting", conflict: null, message: null });
    this.#afterChange();
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

  /** Sends what is waiting now and resolves when the queue has had its answer (Checklist done waits). */
  async flushNow(): Promise<void> {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    await this.#flush();
  }

  #afterChange(): void {
    this.#persist();
    this.setBanner({ waiting: waitingCount(this.#queue) });
    this.notify();
    // Taps that come together (Bring all, quick taps) go in one batch.
    this.#schedule(30);
  }

  #schedule(delay: number): void {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = setTimeout(() => {
      this.#timer = null;
      void this.#flush();
    }, delay);
  }

  async #flush(): Promise<void> {
    if (!this.encInspectionId || this.#inFlight.size > 0) return;
    if (!navigator.onLine) {
      for (const taskId of Object.keys(this.#queue.changes)) {
        this.refresh(Number(taskId), { save: "waiting", message: offlineMessage });
      }
      this.notify();
      return;
    }
    const batch = batchToSend(this.#queue, Date.now(), (change) => {
      const row = this.rows.get(change.taskId);
      return row !== undefined && row.state.validation !== "invalid";
    });
    for (const change of Object.values(this.#queue.changes)) {
      const row = this.rows.get(change.taskId);
      if (row?.state.validation === "invalid") this.refresh(change.taskId, { save: "held" });
    }
    if (batch.length === 0) {
      this.notify();
      this.#scheduleRetry();
      return;
    }
    for (const item of batch) {
      this.#inFlight.add(item.taskId);
      this.refresh(item.taskId, { save: "saving" });
    }
    this.notify();
    let response: Response | null = null;
    try {
      response = await post(`/ajax/inspections/${this.encInspectionId}/items`, { items: batch });
    } catch {
      response = null;
    }
    await this.#settle(batch, response);
    this.#inFlight.clear();
    this.#afterSettle();
  }

  async #settle(batch: PostedItem[], response: Response | null): Promise<void> {
    const now = Date.now();
    const body = response ? await response.json().catch(() => null) : null;
    const answered = body && typeof body === "object" && "postedItemsStatus" in body
      ? body as InspectionItemsResponse
      : null;
    if (answered) {
      const settled = settleBatch(this.#queue, batch, answered.postedItemsStatus, now);
      this.#queue = settled.queue;
      this.setBanner({ problem: null });
      const refused = new Map(settled.refused.map((change) => [change.taskId, change]));
      for (const item of answered.allItems) {
        const row = this.rows.get(item.taskId);
        if (!row) continue;
        const change = refused.get(item.taskId);
        if (change?.kind === "conflict") {
          this.refresh(item.taskId, {
            item,
            save: "conflict",
            message: change.message,
            conflict: { theirs: item, attempted: change.attempted },
          });
        } else if (change) {
          this.refresh(item.taskId, { item, save: "failed", message: change.message });
        } else if (settled.saved.includes(item.taskId)) {
          this.refresh(item.taskId, {
            item,
            save: this.#queue.changes[item.taskId] ? "waiting" : "saved",
            message: null,
          });
        } else if (item.itemVersion !== row.item.itemVersion) {
          this.refresh(item.taskId, { item });
        }
      }
      return;
    }
    const status = response?.status ?? 0;
    if (status === 403 || status === 404 || status === 409 || status === 400) {
      // The inspection cannot take changes from this person now: trying again would not help.
      const message = (body as { message?: string } | null)?.message ?? "These changes could not be saved.";
      const settled = settleBatch(
        this.#queue,
        batch,
        Object.fromEntries(
          batch.map((item) => [item.taskId, { status: "invalid", itemVersion: null, message }]),
        ),
        now,
      );
      this.#queue = settled.queue;
      for (const item of batch) this.refresh(item.taskId, { save: "failed", message });
      this.setBanner({ problem: message });
      return;
    }
    this.#queue = settleBatch(this.#queue, batch, null, now).queue;
    const message = status === 401
      ? "Not saved yet: sign in again. The change is kept on this device."
      : status === 0
      ? offlineMessage
      : "Not saved yet: the server did not answer. Trying again shortly.";
    this.setBanner({ problem: status === 401 ? "Your session has ended: sign in again to save." : null });
    for (const item of batch) this.refresh(item.taskId, { save: "failed", message });
  }

  #afterSettle(): void {
    this.#persist();
    this.setBanner({ waiting: waitingCount(this.#queue) });
    this.notify();
    const due = batchToSend(
      this.#queue,
      Date.now(),
      (change) => this.rows.get(change.taskId)?.state.validation !== "invalid",
    );
    if (due.length > 0) this.#schedule(0);
    else this.#scheduleRetry();
  }

  #scheduleRetry(): void {
    const waits = Object.values(this.#queue.changes)
      .filter((change) => this.rows.get(change.taskId)?.state.validation !== "invalid")
      .map((change) => change.notBefore);
    if (waits.length > 0) this.#schedule(Math.max(0, Math.min(...waits) - Date.now()));
  }

  #persist(): void {
    if (!this.encInspectionId) return;
    const key = queueStorageKey(this.encInspectionId);
    try {
      if (waitingCount(this.#queue) === 0) localStorage.removeItem(key);
      else localStorage.setItem(key, JSON.stringify(this.#queue));
    } catch {
      // Storage full or refused (private mode): the queue still lives in the page.
    }
  }

  protected override pending(taskId: number): Partial<ItemValues> {
    return this.#queue.changes[taskId]?.fields ?? {};
  }
}
