// The page header of staff pages: its parts (the shop's name, the navigation, the user's menu) in one row
// while they fit, else the alternate layout (src/ui/page_header_layout.ts). It measures the row layout on
// every size change of the header or the window, so it also finds its way back when room returns. Before
// scripts run, CSS alone picks the small-screen layout by width.
import { type ReactNode, useLayoutEffect, useRef } from "react";
import { headerLayout } from "./page_header_layout.ts";

export function PageHeader({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const header = ref.current;
    if (!header) return;
    const measure = () => {
      // Laid out as a row for the reading, then given its layout, in the same frame: nothing flickers.
      header.dataset.layout = "row";
      const tops = [...header.children].map((part) => part.getBoundingClientRect().top);
      header.dataset.layout = headerLayout(globalThis.innerWidth, tops);
    };
    measure();
    // Only a change of width can make the parts wrap; the alternate layout's own height change must not
    // start another round of measuring.
    let width = header.clientWidth;
    const observer = new ResizeObserver(() => {
      if (header.clientWidth === width) return;
      width = header.clientWidth;
      measure();
    });
    observer.observe(header);
    globalThis.addEventListener("resize", measure);
    return () => {
      observer.disconnect();
      globalThis.removeEventListener("resize", measure);
    };
  }, []);
  return <header ref={ref} className="page-header">{children}</header>;
}
