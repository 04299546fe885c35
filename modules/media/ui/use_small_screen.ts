// Follows the viewport (rotation, a resized window) against the viewer's small-screen threshold.
import { useEffect, useState } from "react";
import { isSmallScreen } from "./asset_viewer_rules.ts";

const viewport = () => ({ width: globalThis.innerWidth, height: globalThis.innerHeight });

export function useSmallScreen(): boolean {
  const [small, setSmall] = useState(() => isSmallScreen(viewport()));
  useEffect(() => {
    const onResize = () => setSmall(isSmallScreen(viewport()));
    globalThis.addEventListener("resize", onResize);
    return () => globalThis.removeEventListener("resize", onResize);
  }, []);
  return small;
}
