/// <reference types="vite/client" />
import { createRootRoute, HeadContent, Outlet, Scripts } from "@tanstack/react-router";
import { type ReactNode, useEffect } from "react";
import { getPageSession } from "../../modules/accounts/ui.ts";
import { APP_NAME } from "../ui/brand.ts";
import { installErrorReporting } from "../ui/error_reporting.ts";
import { ImpersonationBanner } from "../ui/impersonation_banner.tsx";
import { ColourModeContext, useColourModeState } from "../ui/colour_mode_control.tsx";
import type { ColourMode } from "../platform/colour_mode.ts";
import { PopupHost } from "../ui/popup_host.tsx";
import stylesUrl from "../ui/styles.css?url";

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
      { name: "csrf-token", content: loaderData?.csrfToken ?? "" },
      { title: APP_NAME },
    ],
    links: [
      { rel: "stylesheet", href: stylesUrl },
      { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
    ],
  }),
  component: RootComponent,
});

function RootComponent() {
  const { viewer, colourMode, framed } = Route.useLoaderData();
  const colour = useColourModeState(colourMode);
  return (
    <RootDocument colourMode={colour.mode} framed={framed}>
      <ColourModeContext value={colour}>
        {viewer?.actor && <ImpersonationBanner viewer={viewer} actor={viewer.actor} />}
        <Outlet />
        <PopupHost />
      </ColourModeContext>
    </RootDocument>
  );
}

function RootDocument(
  { children, colourMode, framed }: { children: ReactNode; colourMode: ColourMode; framed: boolean },
) {
  useEffect(() => {
    // Marks the page interactive: no-JavaScript fallbacks (like filter "Apply" buttons) hide themselves.
    document.documentElement.dataset.hydrated = "true";
    installErrorReporting();
  }, []);
  return (
    <html lang="en" data-color-mode={colourMode} data-framed={framed ? "" : undefined}>
      <head>
        <HeadContent />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  );
}
