// A staff form's draft, clean/dirty state, reset with undo and leave warning (seed 001, "Form"), for an
// ordinary uncontrolled form: `const draft = useFormDraft({ clas, key })`, `<form ref={draft.formRef}>`,
// then <FormDraftNotice draft={draft} /> and <ClearFormButton draft={draft} /> inside it.
//
// - What the form holds differs from its defaults: it is dirty, and every change is kept as a draft in
//   localStorage at once (a clean form keeps none). A dirty form with no saved draft is saved on pagehide.
// - When the page opens, a draft of this form is put back and announced, with Discard.
// - Sending saves the draft marked as submitted: after a successful post the next page does not offer it;
//   a refused post that shows the form again does.
// - Leaving a dirty form warns: the browser's own box for reloads and other sites, the seed's words for
//   links inside the app (TanStack Router's blocker).
// Drafts belong to the signed-in person in this shop; signed out, a form keeps no draft.
import { getRouteApi, useBlocker, useMatch } from "@tanstack/react-router";
import { type RefObject, useCallback, useEffect, useRef, useState } from "react";
import { confirm } from "./confirm_dialog.tsx";
import { dropStaleDrafts, readDraft, removeDraft, writeDraft } from "./draft_storage.ts";
import {
  type ControlLike,
  isFormDirty,
  readControls,
  resetClears,
  resetLabel,
  writeControls,
} from "./form_controls.ts";
import {
  draftStorageKey,
  isDraftOffered,
  LEAVE_WARNING,
  RESET_QUESTION,
  restoredNotice,
} from "./form_draft.ts";
import { useFormResult } from "./forms.tsx";

const root = getRouteApi("__root__");

export interface DraftNotice {
  /** restored: a draft was put back (Discard); cleared: the form was reset (Undo). */
  kind: "restored" | "cleared";
  text: string;
}

export interface FormDraftHandle {
  formRef: RefObject<HTMLFormElement | null>;
  /** False until scripts run: the reset button waits for them. */
  ready: boolean;
  dirty: boolean;
  notice: DraftNotice | null;
  /** "Clear form" where resetting empties the form, else "Reset form". */
  resetLabel: string;
  /** Asks the seed's question, then puts the defaults back and offers Undo. */
  reset(): Promise<void>;
  /** Puts back what the last reset took away. */
  undo(): void;
  /** Throws the restored draft away: the form shows its defaults again. */
  discard(): void;
}

function controlsOf(form: HTMLFormElement): ControlLike[] {
  return Array.from(form.elements) as unknown as ControlLike[];
}

/** Lets other scripts on the controls (an auto-growing textarea, React's onChange) see the new values. */
function announceValues(form: HTMLFormElement): void {
  for (const element of Array.from(form.elements)) {
    element.dispatchEvent(new Event("input", { bubbles: false }));
  }
}

export function useFormDraft({ clas, key }: { clas: string; key: string }): FormDraftHandle {
  const { viewer } = root.useLoaderData();
  const shopId = useMatch({ from: "/$shopUriName", shouldThrow: false })?.loaderData?.shop.id ?? null;
  const postRefused = Boolean(useFormResult()?.error);
  const storageKey = viewer
    ? draftStorageKey({ shopId, userId: viewer.userId, actorUserId: viewer.actor?.userId ?? null }, clas, key)
    : null;

  const formRef = useRef<HTMLFormElement>(null);
  const [ready, setReady] = useState(false);
  const [dirty, setDirty] = useState(false);
  const [clears, setClears] = useState(true);
  const [notice, setNotice] = useState<DraftNotice | null>(null);
  // Read by event handlers that outlive a render.
  const live = useRef({ dirty: false, submitting: false, undoValues: null as Record<string, string> | null });

  const save = useCallback((isSubmitted: boolean) => {
    const form = formRef.current;
    if (!form || !storageKey) return;
    const controls = readControls(controlsOf(form));
    if (Object.keys(controls).length === 0) return;
    writeDraft(storageKey, { savedTime: Date.now(), clas, key, controls, isSubmitted });
  }, [storageKey, clas, key]);

  /** After any change: dirty or clean, and the draft kept or dropped to match. */
  const refresh = useCallback(() => {
    const form = formRef.current;
    if (!form) return;
    const isDirty = isFormDirty(controlsOf(form));
    live.current.dirty = isDirty;
    setDirty(isDirty);
    if (isDirty) save(false);
    else if (storageKey) removeDraft(storageKey);
  }, [save, storageKey]);

  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    setReady(true);
    setClears(resetClears(controlsOf(form)));
    if (storageKey) {
      const now = Date.now();
      dropStaleDrafts(now);
      const saved = readDraft(storageKey);
      if (isDraftOffered(saved, { clas, key, postRefused, now })) {
        const shown = JSON.stringify(readControls(controlsOf(form)));
        writeControls(controlsOf(form), saved.controls);
        // A refused post's page often shows the sent values already: then nothing was restored.
        if (JSON.stringify(readControls(controlsOf(form))) !== shown) {
          announceValues(form);
          setNotice({ kind: "restored", text: restoredNotice(saved.savedTime, now) });
        }
      }
    }
    refresh();

    const onEdit = () => {
      // Typing after a reset makes its Undo a trap: it would overwrite the new text.
      if (live.current.undoValues) {
        live.current.undoValues = null;
        setNotice(null);
      }
      refresh();
    };
    const onSubmit = (event: SubmitEvent) => {
      // Before the browser's leave check, which a form post passes through.
      live.current.submitting = true;
      save(true);
      setTimeout(() => {
        // A script took the submit over (no page load follows): the form is still being edited.
        if (event.defaultPrevented) {
          live.current.submitting = false;
          refresh();
        }
      });
    };
    const onPageHide = () => {
      if (live.current.dirty && !live.current.submitting && storageKey && !readDraft(storageKey)) save(false);
    };
    const onPageShow = (event: PageTransitionEvent) => {
      // Back from the page the post led to (bfcache): editing again.
      if (event.persisted) {
        live.current.submitting = false;
        refresh();
      }
    };
    form.addEventListener("input", onEdit);
    form.addEventListener("change", onEdit);
    form.addEventListener("submit", onSubmit);
    addEventListener("pagehide", onPageHide);
    addEventListener("pageshow", onPageShow);
    return () => {
      form.removeEventListener("input", onEdit);
      form.removeEventListener("change", onEdit);
      form.removeEventListener("submit", onSubmit);
      removeEventListener("pagehide", onPageHide);
      removeEventListener("pageshow", onPageShow);
    };
    // The draft is looked for once per form: postRefused, refresh and save follow from the same page.
  }, [storageKey, clas, key]);

  const leaving = () => live.current.dirty && !live.current.submitting;
  useBlocker({
    shouldBlockFn: async () =>
      leaving() &&
      !(await confirm({
        title: "Unsaved changes",
        message: LEAVE_WARNING,
        confirmLabel: "Leave page",
        destructive: true,
      })),
    enableBeforeUnload: leaving,
  });

  const reset = async () => {
    const form = formRef.current;
    const label = clears ? "Clear form" : "Reset form";
    if (
      !form ||
      !(await confirm({
        title: `${label}?`,
        message: RESET_QUESTION,
        confirmLabel: label,
        destructive: true,
      }))
    ) {
      return;
    }
    const values = readControls(controlsOf(form));
    form.reset();
    announceValues(form);
    refresh();
    live.current.undoValues = values;
    setNotice({ kind: "cleared", text: clears ? "The form was cleared." : "The form was reset." });
  };

  const undo = () => {
    const form = formRef.current;
    const values = live.current.undoValues;
    if (!form || !values) return;
    writeControls(controlsOf(form), values);
    announceValues(form);
    live.current.undoValues = null;
    setNotice(null);
    refresh();
  };

  const discard = () => {
    const form = formRef.current;
    if (!form) return;
    form.reset();
    announceValues(form);
    setNotice(null);
    refresh();
  };

  return { formRef, ready, dirty, notice, resetLabel: resetLabel(clears), reset, undo, discard };
}
