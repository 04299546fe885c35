// The HTML document every page renders into: the colour mode the server rendered with, the banner while
// someone acts as another user, the page, and the popup host. The root route gives it the page session.
import { HeadContent, Scripts } from "@tanstack/react-router";
import { type ReactNode, useEffect } from "react";
import type { ColourMode } from "../platform/colour_mode.ts";
import { ColourModeContext, useColourModeState } from "./colour_mode_control.tsx";
import { installErrorReporting } from "./error_reporting.ts";
import { ImpersonationBanner } from "./impersonation_banner.tsx";
import { PopupHost } from "./popup_host.tsx";

export function AppDocument({ session, children }: {
  session: {
    colourMode: ColourMode;
    /** Shown inside a frame (the iframe popup). */
    framed: boolean;
    viewer: { displayName: string; actor: { displayName: string; initials: string } | null } | null;
  };
  children: ReactNode;
}) {
  const { viewer, framed } = session;
  const colour = useColourModeState(session.colourMode);
  useEffect(() => {
    // Marks the page interactive: no-JavaScript fallbacks (like filter "Apply" buttons) hide themselves.
    document.documentElement.dataset.hydrated = "true";
    installErrorReporting();
  }, []);
  return (
    <html lang="en" data-color-mode={colour.mode} data-framed={framed ? "" : undefined}>
      <head>
        <HeadContent />
      </head>
      <body>
        <ColourModeContext value={colour}>
          {viewer?.actor && <ImpersonationBanner viewer={viewer} actor={viewer.actor} />}
          {children}
          <PopupHost />
        </ColourModeContext>
        <Scripts />
      </body>
    </html>
  );
}
