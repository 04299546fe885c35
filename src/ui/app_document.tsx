// The HTML document every page renders into: the colour mode the server rendered with, the banner while
// someone acts as another user, the page, and the popup host. The root route gives it the page session.
import { Asset, Scripts, useMatches, useRouter, useTags } from "@tanstack/react-router";
import { type ReactNode, useEffect } from "react";
import type { ColourMode } from "../platform/colour_mode.ts";
import { ColourModeContext, useColourModeState } from "./colour_mode_control.tsx";
import { serverHeadOrder } from "./head_order.ts";
import { ImpersonationBanner } from "./impersonation_banner.tsx";
import { PopupHost } from "./popup_host.tsx";

declare module "@tanstack/react-router" {
  interface StaticDataRouteOption {
    /**
     * The page works as plain HTML, with links and form posts (the sign-in page): it is sent without the
     * app's scripts, so a phone on a slow network shows and uses it without downloading React first.
     */
    withoutScripts?: boolean;
  }
}

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
  const withoutScripts = useMatches({
    select: (matches) => matches.some((match) => match.staticData?.withoutScripts === true),
  });
  useEffect(() => {
    // Error reporting loads once the page is up (no page waits for it). Then the page is marked interactive:
    // no-JavaScript fallbacks (like filter "Apply" buttons) hide themselves, and an error from then on is
    // reported.
    import("./error_reporting.ts")
      .then((module) => module.installErrorReporting())
      .catch(() => {/* Not loaded (offline before the worker kept it): the page works without it. */})
      .finally(() => {
        document.documentElement.dataset.hydrated = "true";
      });
  }, []);
  return (
    <html lang="en" data-color-mode={colour.mode} data-framed={framed ? "" : undefined}>
      <head>
        <HeadTags withoutScripts={withoutScripts} />
      </head>
      <body>
        <ColourModeContext value={colour}>
          {viewer?.actor && <ImpersonationBanner viewer={viewer} actor={viewer.actor} />}
          {children}
          <PopupHost />
        </ColourModeContext>
        {!withoutScripts && <Scripts />}
      </body>
    </html>
  );
}

/**
 * The route's head tags (TanStack's HeadContent) in the order React's server writes them (head_order.ts),
 * without the scripts it would preload on a page sent without scripts.
 */
function HeadTags({ withoutScripts }: { withoutScripts: boolean }) {
  const nonce = useRouter().options.ssr?.nonce;
  const tags = useTags().filter((tag) =>
    !(withoutScripts && tag.tag === "link" && tag.attrs?.rel === "modulepreload")
  );
  return serverHeadOrder(tags).map((tag) => (
    <Asset key={`tsr-meta-${JSON.stringify(tag)}`} {...tag} nonce={nonce} />
  ));
}
