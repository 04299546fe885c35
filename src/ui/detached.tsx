// A popup shown by code rather than rendered by a page (confirm(), the iframe popup's questions): it gets
// a React root of its own, removed with its element once the popup says it is done.
import type { ReactNode } from "react";
import { createRoot } from "react-dom/client";

export function showDetached(render: (done: () => void) => ReactNode): void {
  const element = document.createElement("div");
  document.body.append(element);
  const root = createRoot(element);
  root.render(render(() => {
    // Not during the popup's own render or effect: React refuses to unmount a root from inside it.
    queueMicrotask(() => {
      root.unmount();
      element.remove();
    });
  }));
}
