// The audit page's edits: price, labour hours and sold per item, kept as typed until saved. A save sends
// the changed items at the versions they were read at to the core item save (POST .../items) and reads its
// answer per row: saved and unchanged rows take the stored values; a conflict shows the other person's
// values with the server's message; an invalid row keeps what was typed, with the reason. Its own notes are
// the page's words (decision 028); the server's messages are shown as the server wrote them.
import { useEffect, useState } from "react";
import { AUDIT_MESSAGES as M, useWords } from "@modules/text/ui.ts";
import { post, refusalText } from "@ui/calls.ts";
import type { AuditCategory } from "./audit_review.ts";
import type { InspectionItem, InspectionItemsResponse } from "../types.ts";

export interface LaborDraft {
  price: string;
  time: string;
  sold: boolean;
}

export interface RowNote {
  kind: "saved" | "conflict" | "error";
  text: string;
}

const AMOUNT = /^\d{1,8}(?:\.\d{1,2})?$/;

function draftOf(item: Pick<InspectionItem, "price" | "time" | "sold">): LaborDraft {
  return {
    price: item.price === null ? "" : item.price.toFixed(2),
    time: item.time === null ? "" : String(item.time),
    sold: item.sold,
  };
}

/** "" is no amount; anything else must be a number with at most two decimals. */
export function amountOf(text: string): number | null | undefined {
  const trimmed = text.trim().replace(",", ".");
  if (trimmed === "") return null;
  return AMOUNT.test(trimmed) ? Number(trimmed) : undefined;
}

export function useAuditDrafts(encInspectionId: string, categories: AuditCategory[]) {
  const say = useWords();
  const [items, setItems] = useState<InspectionItem[]>(() =>
    categories.flatMap((category) => category.items)
  );
  // The page's data reloaded (after Approve or Send back): the stored values are the new starting point.
  useEffect(() => setItems(categories.flatMap((category) => category.items)), [categories]);
  const [drafts, setDrafts] = useState<Record<number, LaborDraft>>({});
  const [notes, setNotes] = useState<Record<number, RowNote>>({});
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const byTask = new Map(items.map((item) => [item.taskId, item]));
  const changed = Object.entries(drafts).filter(([taskId, draft]) => {
    const stored = draftOf(byTask.get(Number(taskId))!);
    return amountOf(draft.price) !== amountOf(stored.price) ||
      amountOf(draft.time) !== amountOf(stored.time) ||
      draft.sold !== stored.sold;
  }).map(([taskId]) => Number(taskId));

  function draft(taskId: number): LaborDraft {
    return drafts[taskId] ?? draftOf(byTask.get(taskId)!);
  }

  function edit(taskId: number, change: Partial<LaborDraft>) {
    setDrafts((all) => ({
      ...all,
      [taskId]: { ...(all[taskId] ?? draftOf(byTask.get(taskId)!)), ...change },
    }));
    setNotes(({ [taskId]: _dropped, ...rest }) => rest);
  }

  /** The current values of an item as the totals count them (what is typed, when it reads as a number). */
  function current(item: InspectionItem): Pick<InspectionItem, "result" | "price" | "time" | "sold"> {
    const typed = drafts[item.taskId];
    if (!typed) return item;
    return {
      result: item.result,
      price: amountOf(typed.price) ?? item.price,
      time: amountOf(typed.time) ?? item.time,
      sold: typed.sold,
    };
  }

  async function save(): Promise<boolean> {
    const wrong: Record<number, RowNote> = {};
    const posted = changed.map((taskId) => {
      const typed = drafts[taskId];
      const price = amountOf(typed.price);
      const time = amountOf(typed.time);
      if (price === undefined) wrong[taskId] = { kind: "error", text: say(M.priceInvalid) };
      if (time === undefined) wrong[taskId] = { kind: "error", text: say(M.laborInvalid) };
      return { taskId, itemVersion: byTask.get(taskId)!.itemVersion, price, time, sold: typed.sold };
    });
    if (Object.keys(wrong).length > 0) {
      setNotes((all) => ({ ...all, ...wrong }));
      return false;
    }
    if (posted.length === 0) return true;
    setSaving(true);
    setError(null);
    try {
      const response = await post(`/ajax/inspections/${encInspectionId}/items`, { items: posted });
      if (![200, 400, 409].includes(response.status)) {
        setError(await refusalText(response));
        return false;
      }
      const answer = await response.json() as InspectionItemsResponse;
      setItems(answer.allItems);
      const nextNotes: Record<number, RowNote> = {};
      const kept: Record<number, LaborDraft> = {};
      for (const [taskId, status] of Object.entries(answer.postedItemsStatus)) {
        const id = Number(taskId);
        if (status.status === "saved") nextNotes[id] = { kind: "saved", text: say(M.rowSaved) };
        else if (status.status === "conflict") {
          nextNotes[id] = { kind: "conflict", text: status.message ?? "" };
        } else if (status.status === "invalid" || status.status === "notFound") {
          nextNotes[id] = { kind: "error", text: status.message ?? say(M.rowNotSaved) };
          kept[id] = drafts[id];
        } else if (answer.httpStatus === 400) kept[id] = drafts[id];
      }
      setDrafts(kept);
      setNotes(nextNotes);
      if (answer.httpStatus === 400) setError(say(M.nothingSaved));
      if (answer.httpStatus === 409) {
        setError(say(M.changedFirst));
      }
      return answer.httpStatus === 200;
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
      return false;
    } finally {
      setSaving(false);
    }
  }

  function undo() {
    setDrafts({});
    setNotes({});
    setError(null);
  }

  return { items, draft, edit, current, changed, notes, save, undo, saving, error };
}

export type AuditDrafts = ReturnType<typeof useAuditDrafts>;
