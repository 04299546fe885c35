// One asset's menu (seed 001 "Image menu"): its actions, and on an inspection's list the checklist tasks
// the image can be assigned to, loaded when the menu opens (loading, then the tasks with checkboxes, or
// the title "Error" with a warning line). Only one is open at a time (the list keeps which); a left click
// outside or Esc closes it, Esc giving focus back to its button. A list refresh re-renders it with the
// asset's new task ids, so it stays open while the asset is still listed.
import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from "react";
import type { Asset } from "../types.ts";
import type { ImageMenuData } from "./asset_calls.ts";
import { menuPlacement, purposeLabel } from "./asset_list_rules.ts";
import { useMediaWords } from "./media_words.ts";

export interface MenuAction {
  label: string;
  /** A toggle shows its state as a checked menu item. */
  checked?: boolean;
  danger?: boolean;
  onSelect(): void;
}

type MenuData = { phase: "loading" } | { phase: "ready"; data: ImageMenuData } | { phase: "error" };

/** The purpose picker of a list whose assets have purposes to pick (a shop's: logo, shared for inspections). */
export interface PurposeChoice {
  value: string;
  options: readonly string[];
  onChange(purpose: string): void;
}

export function AssetMenu(props: {
  asset: Asset;
  actions: MenuAction[];
  purpose: PurposeChoice | null;
  /** The inspection's tasks, for an inspection's list; null elsewhere. */
  loadTasks: (() => Promise<ImageMenuData>) | null;
  /** Settles when the list has the answer (or the failure was said). */
  onAssign(taskId: number, assigned: boolean): Promise<void>;
  buttonRef: RefObject<HTMLButtonElement | null>;
  onClose(returnFocus: boolean): void;
}) {
  const menuRef = useRef<HTMLDivElement>(null);
  const [menu, setMenu] = useState<MenuData>({ phase: "loading" });
  const [placement, setPlacement] = useState({ alignRight: false, openUp: false });
  const latest = useRef(props);
  latest.current = props;
  const words = useMediaWords();

  useEffect(() => {
    const load = latest.current.loadTasks;
    if (!load) return;
    let live = true;
    load().then(
      (data) => live && setMenu({ phase: "ready", data }),
      (error) => {
        // The page's error reporting hears of it through the window's error event (error_reporting.ts).
        globalThis.reportError(error);
        if (live) setMenu({ phase: "error" });
      },
    );
    return () => {
      live = false;
    };
  }, []);

  useLayoutEffect(() => {
    const button = props.buttonRef.current?.getBoundingClientRect();
    const height = menuRef.current?.offsetHeight ?? 0;
    if (button) setPlacement(menuPlacement(button, { width: innerWidth, height: innerHeight }, height));
  }, [menu.phase, props.buttonRef]);

  useEffect(() => {
    menuRef.current?.querySelector<HTMLElement>("button, input")?.focus();
    const outside = (event: PointerEvent) => {
      if (event.button !== 0) return;
      const target = event.target as Node;
      if (menuRef.current?.contains(target) || latest.current.buttonRef.current?.contains(target)) return;
      latest.current.onClose(false);
    };
    // On the document: a button whose label changed (Hide to Show) was replaced and took focus with it.
    const escape = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented) return;
      event.preventDefault();
      latest.current.onClose(true);
    };
    document.addEventListener("pointerdown", outside);
    document.addEventListener("keydown", escape);
    return () => {
      document.removeEventListener("pointerdown", outside);
      document.removeEventListener("keydown", escape);
    };
  }, []);

  const label = props.asset.title || props.asset.fileName;
  return (
    <div
      ref={menuRef}
      className={`asset-menu${placement.alignRight ? " align-right" : ""}${
        placement.openUp ? " open-up" : ""
      }`}
      role="dialog"
      aria-label={words.menuFor(label)}
    >
      <ul className="asset-menu-actions">
        {props.actions.map((action, index) => (
          <li key={index}>
            <button
              type="button"
              className={action.danger ? "danger" : undefined}
              aria-pressed={action.checked}
              onClick={action.onSelect}
            >
              <span className="asset-menu-check" aria-hidden="true">{action.checked ? "✓" : ""}</span>
              {action.label}
            </button>
          </li>
        ))}
      </ul>
      {props.purpose && (
        <label className="asset-menu-purpose">
          {words.purpose}
          <select
            value={props.purpose.value}
            onChange={(event) => props.purpose?.onChange(event.currentTarget.value)}
          >
            {props.purpose.options.map((option) => (
              <option key={option} value={option}>{purposeLabel(option, words)}</option>
            ))}
          </select>
        </label>
      )}
      {props.loadTasks && <TaskSection menu={menu} asset={props.asset} onAssign={props.onAssign} />}
    </div>
  );
}

function TaskSection(
  props: { menu: MenuData; asset: Asset; onAssign(taskId: number, assigned: boolean): Promise<void> },
) {
  const { menu } = props;
  // A box shows the change at once and stays disabled until the answer; the list then says what is so.
  const [pending, setPending] = useState(new Map<number, boolean>());
  const words = useMediaWords();
  if (menu.phase === "loading") {
    return <p className="asset-menu-loading" role="status">{words.loadingTasks}</p>;
  }
  if (menu.phase === "error") {
    return (
      <div className="asset-menu-error" role="alert">
        <p className="asset-menu-title">{words.error}</p>
        <p className="form-error">{words.tasksFailed}</p>
      </div>
    );
  }
  return (
    <div className="asset-menu-tasks">
      <p className="asset-menu-title">{words.assignTo(menu.data.inspectionTypeName)}</p>
      {menu.data.categories.map((category) => (
        <fieldset key={category.categoryId}>
          <legend>{category.name}</legend>
          {category.tasks.map((task) => (
            <label key={task.taskId} className="asset-menu-task">
              <input
                type="checkbox"
                checked={pending.get(task.taskId) ?? props.asset.taskIds.includes(task.taskId)}
                disabled={pending.has(task.taskId)}
                onChange={async (event) => {
                  const assigned = event.currentTarget.checked;
                  setPending((map) => new Map(map).set(task.taskId, assigned));
                  await props.onAssign(task.taskId, assigned);
                  setPending((map) => {
                    const next = new Map(map);
                    next.delete(task.taskId);
                    return next;
                  });
                }}
              />
              <span>{task.name}</span>
              {task.itemStatus && (
                <span className={`task-status status-${task.itemStatus}`}>
                  {words.itemStatus[task.itemStatus]}
                </span>
              )}
              {task.hasNotes && <span className="task-notes">{words.notes}</span>}
            </label>
          ))}
        </fieldset>
      ))}
    </div>
  );
}
