import { useRouter } from "@tanstack/react-router";
import { useEffect } from "react";

// The staff report page follows the customer: while it is on screen it reads the page's data again every
// `seconds` and when the tab comes back into view, so an opening or an answer shows without a reload.
// (No push channel exists yet; a quiet re-read of one page's data is cheap.) Typed input is kept: only
// the loader's data changes.
export function useRefreshWhileOpen(seconds: number): void {
  const router = useRouter();
  useEffect(() => {
    const refresh = () => {
      if (document.visibilityState === "visible") void router.invalidate();
    };
    const timer = setInterval(refresh, seconds * 1000);
    document.addEventListener("visibilitychange", refresh);
    return () => {
      clearInterval(timer);
      document.removeEventListener("visibilitychange", refresh);
    };
  }, [router, seconds]);
}
