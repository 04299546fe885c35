import { useEffect, useState } from "react";

/** False in the server's HTML and until scripts run: controls that need a script stay disabled till then. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
