/// <reference types="vite/client" />
import { createRootRoute, Outlet } from "@tanstack/react-router";
import { getPageSession } from "@modules/accounts/ui.ts";
import { AppDocument } from "@ui/app_document.tsx";
import { APP_NAME } from "@ui/brand.ts";
import { OfflineApp } from "@ui/offline/offline_app.tsx";
import { personKey } from "@ui/offline/offline_rules.ts";
import stylesUrl from "@ui/styles.css?url";

export const Route = createRootRoute({
  // Once per page load: sign-in, sign-out and impersonation are full page loads (form posts), so the
  // session a page started with stays right while the user moves around inside the app.
  loader: () => getPageSession(),
  staleTime: Infinity,
  shouldReload: false,
  head: ({ loaderData }) => ({
    meta: [
      { charSet: "utf-8" },
      { name: "viewport", content: "width=device-width, initial-scale=1, viewport-fit=cover" },
      { name: "color-scheme", content: "light dark" },
      { name: "theme-color", content: "#0b5cad" },
      { name: "csrf-token", content: loaderData?.csrfToken ?? "" },
      { title: APP_NAME },
    ],
    links: [
      { rel: "stylesheet", href: stylesUrl },
      { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
      // Installable, and offline-capable through the service worker OfflineApp registers.
      { rel: "manifest", href: "/manifest.webmanifest" },
      { rel: "apple-touch-icon", href: "/icons/apple-touch-icon.png" },
    ],
  }),
  component: Root,
});

function Root() {
  const session = Route.useLoaderData();
  return (
    <AppDocument session={session}>
      <Outlet />
      <OfflineApp
        person={personKey(session.viewer)}
        userId={session.viewer?.userId ?? null}
        framed={session.framed}
      />
    </AppDocument>
  );
}
