import { useMatches, useRouter } from "@tanstack/react-router";
import { useEffect } from "react";

// A staff page that follows the customer (the report's send page, the inspections list): while it is on
// screen it reads its own data again every `seconds` and when the tab comes back into view, so an opening or
// an answer shows without a reload. Only the page's own route is read again (the shop's gate and the
// session stay as they are), and typed input is kept: only the loader's data changes. No push channel
// exists yet; a quiet re-read of one page's data is cheap.
export function useRefreshWhileOpen(seconds: number): void {
  const router = useRouter();
  // The page is the deepest route matched; the frame's routes above it are left alone.
  const routeId = useMatches({ select: (matches) => matches.at(-1)?.routeId });
  useEffect(() => {
    const refresh = () => {
      if (document.visibilityState !== "visible") return;
      void router.invalidate({ filter: (match) => match.routeId === routeId });
    };
    const timer = setInterval(refresh, seconds * 1000);
    document.addEventListener("visibilitychange", refresh);
    return () => {
      clearInterval(timer);
      document.removeEventListener("visibilitychange", refresh);
    };
  }, [router, seconds, routeId]);
}
