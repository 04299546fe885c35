// Drag reorder for the asset grid: by pointer (mouse, touch and pen alike: the handle takes the pointer)
// and by the Move earlier / Move later buttons for the keyboard. Items slide to their new places in the
// seed's 200 ms. The order rules (moveRow, the failure message) are the tables' own (table/reorder.ts);
// a grid drops before or after the item under the pointer by its left or right half.
import { type PointerEvent, useCallback, useLayoutEffect, useRef, useState } from "react";
import {
  type Drop,
  movedAnnouncement,
  moveRow,
  reorderFailureMessage,
  SORT_ANIMATION_MS,
} from "@ui/table/reorder.ts";

const ITEMS = "[data-asset-id]";

interface DragSession {
  id: string;
  pointerId: number;
  element: HTMLElement;
  startX: number;
  startY: number;
  drop: Drop | null;
}

export function useGridReorder(options: {
  ids: readonly number[];
  save(ids: number[]): Promise<unknown>;
  label(id: number): string;
  onFailure(message: string): void;
}) {
  const containerRef = useRef<HTMLUListElement>(null);
  const idsKey = options.ids.join(",");
  const [order, setOrder] = useState<string[]>(() => options.ids.map(String));
  const [syncedKey, setSyncedKey] = useState(idsKey);
  if (syncedKey !== idsKey) {
    setSyncedKey(idsKey);
    setOrder(options.ids.map(String));
  }
  const [dragging, setDragging] = useState<string | null>(null);
  const [drop, setDrop] = useState<Drop | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const session = useRef<DragSession | null>(null);
  const slideFrom = useRef<Map<string, DOMRect> | null>(null);
  const latest = useRef(options);
  latest.current = options;
  const orderRef = useRef(order);
  orderRef.current = order;

  const elements =
    () => [...(containerRef.current?.querySelectorAll<HTMLElement>(`:scope > ${ITEMS}`) ?? [])];

  const show = useCallback((next: string[]) => {
    slideFrom.current = new Map(elements().map((el) => [el.dataset.assetId!, el.getBoundingClientRect()]));
    orderRef.current = next;
    setOrder(next);
  }, []);

  useLayoutEffect(() => {
    const from = slideFrom.current;
    slideFrom.current = null;
    if (!from || matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    for (const el of elements()) {
      const was = from.get(el.dataset.assetId!);
      const now = el.getBoundingClientRect();
      if (!was || (was.left === now.left && was.top === now.top)) continue;
      el.animate([{ transform: `translate(${was.left - now.left}px, ${was.top - now.top}px)` }, {
        transform: "none",
      }], { duration: SORT_ANIMATION_MS, easing: "ease-out" });
    }
  }, [order]);

  const commit = useCallback((id: string, next: string[]) => {
    const before = orderRef.current;
    if (next.join(",") === before.join(",")) return;
    show(next);
    setAnnouncement(movedAnnouncement(latest.current.label(Number(id)), next, id));
    latest.current.save(next.map(Number)).catch((error) => {
      show(before);
      const message = reorderFailureMessage(error);
      setAnnouncement(message);
      latest.current.onFailure(message);
    });
  }, [show]);

  /** Moves an item one place earlier (-1) or later (+1). */
  function move(id: number, step: -1 | 1) {
    const current = orderRef.current;
    const at = current.indexOf(String(id));
    const target = current[at + step];
    if (at === -1 || target === undefined) return;
    commit(
      String(id),
      moveRow(current, String(id), { targetId: target, place: step < 0 ? "before" : "after" }),
    );
  }

  function dropUnder(x: number, y: number, draggedId: string): Drop | null {
    for (const el of document.elementsFromPoint(x, y)) {
      const item = el.closest(ITEMS) as HTMLElement | null;
      if (!item || item.dataset.assetId === draggedId || item.parentElement !== containerRef.current) {
        continue;
      }
      const box = item.getBoundingClientRect();
      return { targetId: item.dataset.assetId!, place: x < box.left + box.width / 2 ? "before" : "after" };
    }
    return null;
  }

  function end(moveIt: boolean) {
    const current = session.current;
    if (!current) return;
    session.current = null;
    current.element.style.transform = "";
    if (moveIt && current.drop) commit(current.id, moveRow(orderRef.current, current.id, current.drop));
    setDragging(null);
    setDrop(null);
  }

  function handleProps(id: number) {
    const key = String(id);
    return {
      onPointerDown(event: PointerEvent<HTMLElement>) {
        if (session.current || (event.pointerType === "mouse" && event.button !== 0)) return;
        const element = event.currentTarget.closest<HTMLElement>(ITEMS);
        if (!element) return;
        event.preventDefault();
        event.currentTarget.setPointerCapture(event.pointerId);
        session.current = {
          id: key,
          pointerId: event.pointerId,
          element,
          startX: event.clientX,
          startY: event.clientY,
          drop: null,
        };
        setDragging(key);
      },
      onPointerMove(event: PointerEvent<HTMLElement>) {
        const current = session.current;
        if (current?.pointerId !== event.pointerId) return;
        current.element.style.transform = `translate(${event.clientX - current.startX}px, ${
          event.clientY - current.startY
        }px)`;
        current.drop = dropUnder(event.clientX, event.clientY, key);
        setDrop(current.drop);
      },
      onPointerUp(event: PointerEvent<HTMLElement>) {
        if (session.current?.pointerId === event.pointerId) end(true);
      },
      onPointerCancel(event: PointerEvent<HTMLElement>) {
        if (session.current?.pointerId === event.pointerId) end(false);
      },
    };
  }

  return { containerRef, order: order.map(Number), dragging, drop, announcement, move, handleProps };
}
