// The checklist's rows in the browser: each row's stored item, what the person changed since, the row's
// state under the task's rules, and where its save stands. Rows subscribe to their own snapshot, so a tap
// re-renders one row, not 150. On its own it is a preview's: changes stay on the page. The inspection's
// checklist extends it with the saving (the pending changes on top of the stored item, and the banner).
import type { OutlineTask } from "../outline_queries.server.ts";
import { checkRow, type RowState } from "./row_rules.ts";
import { ITEM_VALUE_FIELDS, type ItemValues, type RowItem } from "./row_values.ts";

export type RowSave = "idle" | "waiting" | "saving" | "saved" | "failed" | "conflict" | "held";

export interface RowView<Item extends RowItem = RowItem> {
  item: Item;
  /** What the row shows: the stored item with the person's changes on top. */
  values: ItemValues;
  state: RowState;
  /** Its photos and videos: stored, and kept on the device until sent. */
  mediaCount: number;
  save: RowSave;
  message: string | null;
  /** Someone else saved first: their item, and what this person tried, to apply again with one tap. */
  conflict: { theirs: Item; attempted: Partial<ItemValues> } | null;
  /** Findings added from this row (POST /ajax/findings/new) that the page's outline does not hold yet. */
  addedFindings: { id: number; text: string }[];
}

export interface Progress {
  done: number;
  total: number;
  byCategory: Record<string, { done: number; total: number }>;
  /** Task names of rows still required. */
  required: string[];
}

export interface Banner {
  waiting: number;
  /** What is waiting, where the saving counts photos and videos apart from changes. */
  waitingCounts?: { changes: number; photos: number };
  /** False while the changes kept on the device are still being read: nothing can be said yet. */
  ready?: boolean;
  online: boolean;
  /** A problem that stops saving altogether (signed out, inspection locked). */
  problem: string | null;
}

export class ChecklistRows<Item extends RowItem = RowItem> {
  protected rows = new Map<number, RowView<Item>>();
  protected tasks: Map<number, OutlineTask>;
  #categoryOf = new Map<number, number>();
  #listeners = new Set<() => void>();
  #progress: Progress;
  #banner: Banner = { waiting: 0, online: true, problem: null };
  #dirty = false;

  constructor(items: Item[], categories: { id: number; tasks: OutlineTask[] }[]) {
    this.tasks = new Map(categories.flatMap((category) => category.tasks.map((task) => [task.id, task])));
    for (const category of categories) {
      for (const task of category.tasks) this.#categoryOf.set(task.id, category.id);
    }
    for (const item of items) {
      if (this.tasks.has(item.taskId)) {
        this.rows.set(item.taskId, this.#view(item, {}, "idle", null, null, []));
      }
    }
    this.#progress = this.#measure();
  }

  /** Whether changes are saved (an inspection's checklist) or stay on the page (a preview). */
  get saves(): boolean {
    return false;
  }

  subscribe = (listener: () => void): () => void => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  row(taskId: number): RowView<Item> | undefined {
    return this.rows.get(taskId);
  }

  progress = (): Progress => this.#progress;
  banner = (): Banner => this.#banner;

  /** A tap or a finished field, shown at once. In a preview the change lives on the page only. */
  edit(taskId: number, fields: Partial<ItemValues>): void {
    const row = this.rows.get(taskId);
    if (!row) return;
    this.#replace(taskId, this.#view({ ...row.item, ...fields }, {}, "idle", null, null, row.addedFindings));
    this.notify();
  }

  /** Applies the change a conflict refused, on top of the other person's version. */
  reapply(taskId: number): void {
    const conflict = this.rows.get(taskId)?.conflict;
    if (conflict) this.edit(taskId, conflict.attempted);
  }

  /** Keeps the other person's values. */
  dismissConflict(taskId: number): void {
    this.refresh(taskId, { conflict: null, save: "idle", message: null });
    this.notify();
  }

  addFinding(taskId: number, finding: { id: number; text: string }): void {
    const row = this.rows.get(taskId);
    if (!row) return;
    const known = (this.tasks.get(taskId)?.findings ?? []).some((f) => f.id === finding.id) ||
      row.addedFindings.some((f) => f.id === finding.id);
    if (!known) this.refresh(taskId, { addedFindings: [...row.addedFindings, finding] });
  }

  /** Photos and videos taken on the row and kept on the device until sent: they count as the row's. */
  protected queuedMedia(_taskId: number): number {
    return 0;
  }

  /** The changes not saved yet that the row shows on top of its stored item (none in a preview). */
  protected pending(_taskId: number): Partial<ItemValues> {
    return {};
  }

  protected refresh(
    taskId: number,
    change: Partial<Omit<RowView<Item>, "values" | "state" | "mediaCount">>,
  ): void {
    const row = this.rows.get(taskId);
    if (!row) return;
    const next = { ...row, ...change };
    this.#replace(
      taskId,
      this.#view(next.item, this.pending(taskId), next.save, next.message, next.conflict, next.addedFindings),
    );
  }

  protected setBanner(change: Partial<Banner>): void {
    const next = { ...this.#banner, ...change };
    if (
      next.waiting !== this.#banner.waiting ||
      next.waitingCounts?.changes !== this.#banner.waitingCounts?.changes ||
      next.waitingCounts?.photos !== this.#banner.waitingCounts?.photos ||
      next.ready !== this.#banner.ready ||
      next.online !== this.#banner.online ||
      next.problem !== this.#banner.problem
    ) {
      this.#banner = next;
      this.#dirty = true;
    }
  }

  protected notify(): void {
    if (!this.#dirty) return;
    this.#dirty = false;
    this.#progress = this.#measure();
    for (const listener of this.#listeners) listener();
  }

  #replace(taskId: number, view: RowView<Item>): void {
    this.rows.set(taskId, view);
    this.#dirty = true;
  }

  #view(
    item: Item,
    pending: Partial<ItemValues>,
    save: RowSave,
    message: string | null,
    conflict: RowView<Item>["conflict"],
    addedFindings: RowView<Item>["addedFindings"],
  ): RowView<Item> {
    const values = {} as Record<string, unknown>;
    for (const field of ITEM_VALUE_FIELDS) {
      values[field] = pending[field] === undefined ? item[field] : pending[field];
    }
    const shown = values as unknown as ItemValues;
    const task = this.tasks.get(item.taskId)!;
    const mediaCount = item.itemAssets.length + this.queuedMedia(item.taskId);
    const state = checkRow(task, { ...shown, mediaCount });
    return { item, values: shown, state, mediaCount, save, message, conflict, addedFindings };
  }

  #measure(): Progress {
    const byCategory: Progress["byCategory"] = {};
    const required: string[] = [];
    let done = 0;
    for (const [taskId, row] of this.rows) {
      const category = String(this.#categoryOf.get(taskId));
      const counts = byCategory[category] ??= { done: 0, total: 0 };
      counts.total++;
      const task = this.tasks.get(taskId)!;
      // Done: something recorded and nothing missing. An untouched row is not done, even where the task
      // asks for nothing, so a fresh checklist reads "0 of 40 done".
      if (row.state.validation === "valid") {
        done++;
        counts.done++;
      }
      if (row.state.validation === "required") required.push(task.name);
    }
    return { done, total: this.rows.size, byCategory, required };
  }
}
