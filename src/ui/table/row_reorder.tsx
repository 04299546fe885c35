// Drag reorder for a table whose rows are each a <tbody data-sort-id> (the row and its details row move
// together). By hand on pointer events rather than a drag library: one code path serves mouse, touch and
// pen (the handle sets touch-action: none and captures the pointer), the seed's timings (500 ms hover
// expand, 200 ms slide) are plain timers and the Web Animations API, and nothing renders ids on the server
// that hydration could disagree with. The keyboard moves the focused handle's row with the arrow keys,
// Home and End; each move is announced. Rules in reorder.ts; decisions in docs/ui/tables.md.
import {
  type KeyboardEvent,
  type PointerEvent,
  useCallback,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import {
  type Drop,
  dropAt,
  HOVER_EXPAND_MS,
  hoverExpandCandidate,
  keyboardDrop,
  movedAnnouncement,
  moveRow,
  positiveSortIds,
  reorderFailureMessage,
  type RowBox,
  SORT_ANIMATION_MS,
} from "./reorder.ts";
import type { ExpandedRows } from "./row_expand.tsx";
import { callNoContent } from "../calls.ts";

export interface ReorderOptions {
  /** The rows' sort ids in their saved order. */
  ids: readonly string[];
  /** Saves the new order (positive integer ids only); a rejection puts the previous order back. */
  save(ids: number[]): Promise<unknown>;
  /** The row's name, for the handle's label and the announcements. */
  label(id: string): string;
  isExpanded(id: string): boolean;
  expand(id: string): void;
  /** Says why a save failed; window.alert unless the page has its own way. */
  onFailure?(message: string): void;
  /** False while the rows are shown in another order (a column sort). */
  enabled?: boolean;
}

interface DragSession {
  id: string;
  pointerId: number;
  element: HTMLElement;
  startPageY: number;
  startTop: number;
  lastClientY: number;
  hoverId: string | null;
  hoverTimer?: ReturnType<typeof setTimeout>;
  drop: Drop | null;
}

const GROUPS = "tbody[data-sort-id]";
const SLIDE = { duration: SORT_ANIMATION_MS, easing: "ease-out" };
const EDGE = 48;

function prefersReducedMotion(): boolean {
  return matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/** The table's own row groups: a details row may hold a table of its own (categories and their tasks). */
function groupElements(table: HTMLTableElement | null): HTMLElement[] {
  return table ? [...table.querySelectorAll<HTMLElement>(`:scope > ${GROUPS}`)] : [];
}

/** Layout boxes, untouched by the dragged row's transform. */
function rowBoxes(table: HTMLTableElement): RowBox[] {
  return groupElements(table).map((el) => ({
    id: el.dataset.sortId!,
    top: el.offsetTop,
    height: el.offsetHeight,
  }));
}

export function useRowReorder(options: ReorderOptions) {
  const enabled = options.enabled ?? true;
  const tableRef = useRef<HTMLTableElement>(null);
  const helpId = useId();
  const [order, setOrder] = useState<string[]>(() => [...options.ids]);
  const [dragging, setDragging] = useState<string | null>(null);
  const [drop, setDrop] = useState<Drop | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const orderRef = useRef(order);
  const confirmed = useRef<string[]>([...options.ids]);
  const saving = useRef<Promise<void>>(Promise.resolve());
  const failures = useRef(0);
  const session = useRef<DragSession | null>(null);
  const slideFrom = useRef<Map<string, number> | null>(null);
  const refocus = useRef<string | null>(null);
  const latest = useRef(options);
  latest.current = options;

  // The page's rows changed (added, removed): start again from its order.
  const idsKey = options.ids.join("\n");
  const [syncedKey, setSyncedKey] = useState(idsKey);
  if (syncedKey !== idsKey) {
    setSyncedKey(idsKey);
    setOrder([...options.ids]);
  }
  useLayoutEffect(() => {
    orderRef.current = order;
  }, [order]);
  useLayoutEffect(() => {
    confirmed.current = [...latest.current.ids];
  }, [idsKey]);

  const show = useCallback((next: string[]) => {
    slideFrom.current = new Map(
      groupElements(tableRef.current).map((el) => [el.dataset.sortId!, el.getBoundingClientRect().top]),
    );
    orderRef.current = next;
    setOrder(next);
  }, []);

  // Each row slides from where it was to where it now is.
  useLayoutEffect(() => {
    const from = slideFrom.current;
    slideFrom.current = null;
    if (from && !prefersReducedMotion()) {
      for (const el of groupElements(tableRef.current)) {
        const dy = (from.get(el.dataset.sortId!) ?? el.getBoundingClientRect().top) -
          el.getBoundingClientRect().top;
        if (dy !== 0) el.animate([{ transform: `translateY(${dy}px)` }, { transform: "none" }], SLIDE);
      }
    }
    // React may have moved the focused handle's row out of the document and back: focus stays with it.
    const id = refocus.current;
    refocus.current = null;
    const handle = id && groupElements(tableRef.current).find((el) => el.dataset.sortId === id)
      ?.querySelector<HTMLElement>(`[data-drag-handle="${CSS.escape(id)}"]`);
    if (handle && document.activeElement !== handle) handle.focus();
  }, [order]);

  /** Shows and saves the new order; false when it is the order already shown. */
  const commit = useCallback((id: string, next: string[]): boolean => {
    if (next.join("\n") === orderRef.current.join("\n")) return false;
    show(next);
    const { label } = latest.current;
    const visible = groupElements(tableRef.current).map((el) => el.dataset.sortId!);
    const shownOrder = next.filter((item) => visible.includes(item));
    setAnnouncement(movedAnnouncement(label(id), shownOrder, id));
    const failuresBefore = failures.current;
    // Saves run one after another; after a failure, the moves queued behind it are dropped with it.
    saving.current = saving.current.then(async () => {
      if (failures.current !== failuresBefore) return;
      try {
        await latest.current.save(positiveSortIds(next));
        confirmed.current = next;
      } catch (error) {
        failures.current++;
        show(confirmed.current);
        const message = reorderFailureMessage(error);
        setAnnouncement(message);
        const report = latest.current.onFailure ?? ((text: string) => alert(text));
        // After the rows have slid back, so the alert is read over the order it speaks of.
        setTimeout(() => report(message), SORT_ANIMATION_MS);
      }
    });
    return true;
  }, [show]);

  function endDrag(move: boolean) {
    const current = session.current;
    if (!current) return;
    session.current = null;
    clearTimeout(current.hoverTimer);
    const next = move && current.drop ? moveRow(orderRef.current, current.id, current.drop) : null;
    const from = current.element.style.transform;
    // The dropped row slides from where it was let go: commit measures it before its transform goes.
    const moved = next !== null && commit(current.id, next);
    current.element.style.transform = "";
    if (!moved && from && !prefersReducedMotion()) {
      // Nowhere new: it slides back home.
      current.element.animate([{ transform: from }, { transform: "none" }], SLIDE);
    }
    setDragging(null);
    setDrop(null);
  }

  function follow(clientY: number) {
    const current = session.current;
    const table = tableRef.current;
    if (!current || !table) return;
    current.lastClientY = clientY;
    // Following the page's layout too: an opened row above moves the dragged row's home down.
    const offset = clientY + scrollY - current.startPageY - (current.element.offsetTop - current.startTop);
    current.element.style.transform = `translateY(${offset}px)`;
    const y = clientY - table.getBoundingClientRect().top;
    const boxes = rowBoxes(table);
    const target = dropAt(boxes, current.id, y);
    current.drop = target;
    setDrop((shown) =>
      shown?.targetId === target?.targetId && shown?.place === target?.place ? shown : target
    );
    const overId = boxes.find((box) => y >= box.top && y < box.top + box.height)?.id ?? null;
    if (overId !== current.hoverId) {
      current.hoverId = overId;
      clearTimeout(current.hoverTimer);
      const candidate = hoverExpandCandidate(overId, current.id, latest.current.isExpanded);
      if (candidate) {
        current.hoverTimer = setTimeout(() => {
          latest.current.expand(candidate);
          requestAnimationFrame(() => follow(current.lastClientY));
        }, HOVER_EXPAND_MS);
      }
    }
  }

  function handleProps(id: string) {
    return {
      "data-drag-handle": id,
      disabled: !enabled,
      onPointerDown(event: PointerEvent<HTMLButtonElement>) {
        if (!enabled || session.current || (event.pointerType === "mouse" && event.button !== 0)) return;
        const element = event.currentTarget.closest<HTMLElement>(GROUPS);
        if (!element) return;
        event.preventDefault();
        event.currentTarget.focus();
        event.currentTarget.setPointerCapture(event.pointerId);
        session.current = {
          id,
          pointerId: event.pointerId,
          element,
          startPageY: event.clientY + scrollY,
          startTop: element.offsetTop,
          lastClientY: event.clientY,
          hoverId: id,
          drop: null,
        };
        setDragging(id);
      },
      onPointerMove(event: PointerEvent<HTMLButtonElement>) {
        if (session.current?.pointerId !== event.pointerId) return;
        if (event.clientY < EDGE) scrollBy(0, -12);
        else if (event.clientY > innerHeight - EDGE) scrollBy(0, 12);
        follow(event.clientY);
      },
      onPointerUp(event: PointerEvent<HTMLButtonElement>) {
        if (session.current?.pointerId === event.pointerId) endDrag(true);
      },
      onPointerCancel(event: PointerEvent<HTMLButtonElement>) {
        if (session.current?.pointerId === event.pointerId) endDrag(false);
      },
      onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
        if (!enabled) return;
        if (event.key === "Escape" && session.current) {
          event.preventDefault();
          endDrag(false);
          return;
        }
        const visible = groupElements(tableRef.current).map((el) => el.dataset.sortId!);
        const target = keyboardDrop(visible, id, event.key);
        if (!target || session.current) return;
        event.preventDefault();
        refocus.current = id;
        commit(id, moveRow(orderRef.current, id, target));
      },
    };
  }

  return {
    order,
    tableRef,
    dragging,
    drop,
    announcement,
    enabled,
    helpId,
    handleProps,
  };
}

export type RowReorder = ReturnType<typeof useRowReorder>;

/**
 * The usual case: rows whose order a reorder call saves (POST {ids} to saveUrl, 204 — the catalogue's
 * calls). A table with row details passes its expanded rows, so a row dragged over opens after a while.
 */
export function useSavedRowOrder<Row>(options: {
  rows: readonly Row[];
  idOf(row: Row): number;
  labelOf(row: Row): string;
  saveUrl: string;
  enabled: boolean;
  expanded?: ExpandedRows;
}): RowReorder {
  const byId = new Map(options.rows.map((row) => [String(options.idOf(row)), row]));
  return useRowReorder({
    ids: [...byId.keys()],
    save: (ids) => callNoContent("POST", options.saveUrl, { ids }),
    label: (id) => {
      const row = byId.get(id);
      return row === undefined ? id : options.labelOf(row);
    },
    isExpanded: options.expanded?.isExpanded ?? (() => false),
    expand: (id) => options.expanded?.setExpanded(id, true),
    enabled: options.enabled,
  });
}

/** The handle that drags its row, or moves it from the keyboard. */
export function DragHandle(props: { reorder: RowReorder; id: string; label: string }) {
  return (
    <button
      type="button"
      className="drag-handle"
      aria-label={`Move ${props.label}`}
      aria-describedby={props.reorder.helpId}
      {...props.reorder.handleProps(props.id)}
    >
      <span aria-hidden="true">⠿</span>
    </button>
  );
}

/** The handles' instructions and the live region that announces each move; once per table. */
export function ReorderStatus({ reorder }: { reorder: RowReorder }) {
  return (
    <>
      <p id={reorder.helpId} hidden>
        Drag to move the row, or use the up and down arrow keys, Home and End. The new order is saved at once.
      </p>
      <p className="visually-hidden" role="status">{reorder.announcement}</p>
    </>
  );
}

/** The class of a row group: dragged, or showing where the dragged row would land. */
export function rowGroupClass(reorder: RowReorder, id: string): string | undefined {
  if (reorder.dragging === id) return "dragging";
  if (reorder.drop?.targetId === id) return `drop-${reorder.drop.place}`;
  return undefined;
}
