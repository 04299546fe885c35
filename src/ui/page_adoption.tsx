// How the browser's renderer (Preact, scripts/preact_in_browsers.ts) takes over the page React's server wrote
// (decision 035). Three differences between the two are bridged here (tests/browser/page_adoption_test.ts
// checks them; the timing of effects below, the asset viewer's and the camera's tests):
// - React renders the whole document from <html>; Preact renders into an element, and into
//   document.documentElement when given the document. The root's <html> becomes this element's attributes.
// - React's server adds tags to <head> that no component renders (a preload per early image). The browser
//   has acted on them by the time scripts run; left in place they would be paired with the page's own links.
// - React hydrates: it trusts the server's attributes, which is right only when the client would render the
//   same (React's ids from useId are not Preact's). The page is instead rendered over the server's nodes,
//   which Preact does by reading each node's attributes and setting what differs: the nodes stay (no flash,
//   focus and scroll kept, images not fetched again), their attributes become the client's.
// And two differences in behaviour: React runs effects in a task right after the render (a tap's even at once),
// Preact after the next frame (code and tests that read the page right after an input expect React's order);
// React focuses an element rendered with autoFocus when it appears, Preact leaves it to the browser, which
// does it once per page.
import { options, render } from "preact";
import { type ReactNode, useLayoutEffect } from "react";

export function adoptServerDocument(page: ReactNode): void {
  document.head.querySelectorAll("link[rel=preload][as=image]").forEach((link) => link.remove());
  const preact = options as typeof options & { requestAnimationFrame?: (flush: () => void) => void };
  preact.requestAnimationFrame = runEffectsAsReact;
  const vnode = options.vnode;
  options.vnode = (node) => {
    if (node.type === "html") (node as { type: unknown }).type = DocumentElement;
    vnode?.(node);
    if (typeof node.type !== "string" || !node.props) return;
    reactOnlyProps(node.type, node.props);
    if ((node.props as { autoFocus?: boolean }).autoFocus) node.ref = focusOnArrival(node.ref);
  };
  render(page as Parameters<typeof render>[0], document.documentElement);
  adopting = false;
}

/**
 * Input that React handles as discrete: the effects of what it renders run before the next input is read (a
 * key handler an effect binds sees the page the last key made).
 */
const DISCRETE_EVENTS = [
  "keydown",
  "keyup",
  "click",
  "input",
  "change",
  "submit",
  "pointerdown",
  "pointerup",
  "focusin",
  "focusout",
  "paste",
  "drop",
];
let inDiscreteEvent = false;
const afterEvent = new MessageChannel();
afterEvent.port1.onmessage = () => inDiscreteEvent = false;
for (const type of DISCRETE_EVENTS) {
  globalThis.addEventListener?.(type, () => {
    if (inDiscreteEvent) return;
    inDiscreteEvent = true;
    // A task: it runs once the event and the renders it queued are done.
    afterEvent.port2.postMessage(null);
  }, { capture: true });
}

const effectTask = new MessageChannel();

/**
 * When a render's effects run, as React runs them: at once after an input's render, else in a task of their
 * own after the render and the updates queued with it (React's scheduler), not after the next frame.
 */
function runEffectsAsReact(flush: () => void): void {
  if (inDiscreteEvent) {
    queueMicrotask(flush);
    return;
  }
  effectTask.port1.onmessage = flush;
  effectTask.port2.postMessage(null);
}

/** The server's page is being taken over: what it shows is not arriving (React does not focus then either). */
let adopting = true;
const arrived = new WeakSet<Element>();

/** The element's ref, and a focus the first time the element is there. */
function focusOnArrival(ref: unknown): (element: HTMLElement | null) => void {
  return (element) => {
    if (element && !arrived.has(element)) {
      arrived.add(element);
      if (!adopting) element.focus();
    }
    if (typeof ref === "function") ref(element);
    else if (ref && typeof ref === "object") (ref as { current: unknown }).current = element;
  };
}

/**
 * Props that mean something to React's renderer only, which Preact (after its compatibility layer's own
 * renaming) would write out as attributes; and React's names of attributes Preact would handle otherwise
 * (spellCheck={false} removed: a VIN field would be spell-checked).
 */
function reactOnlyProps(type: string, props: Record<string, unknown>): void {
  delete props.suppressHydrationWarning;
  if (type === "link") delete props.precedence;
  // The compatibility layer has selected the select's options from it.
  if (type === "select") delete props.defaultValue;
  // React's names of attributes whose DOM name is all lower case: under React's name Preact would take the
  // server's attribute away and put it back, and a picture's source would load again.
  for (const [react, dom] of LOWER_CASE_ATTRIBUTES) {
    if (!(react in props)) continue;
    props[dom] = props[react];
    delete props[react];
  }
}

const LOWER_CASE_ATTRIBUTES = [["spellCheck", "spellcheck"], ["srcSet", "srcset"]] as const;

/** `<html>` as React renders it: its attributes are the document element's, its children go inside it. */
function DocumentElement({ children, ...attributes }: { children: ReactNode; [name: string]: unknown }) {
  useLayoutEffect(() => {
    const html = document.documentElement;
    for (const [name, value] of Object.entries(attributes)) {
      if (value === undefined || value === null || value === false) html.removeAttribute(name);
      else html.setAttribute(name, String(value));
    }
  });
  return children;
}
