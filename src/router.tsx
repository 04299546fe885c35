import { createRouter } from "@tanstack/react-router";
import { getGlobalStartContext } from "@tanstack/react-start";
import { notFoundMessage } from "./platform/page_outcome.ts";
import { parsePlainSearch, stringifyPlainSearch } from "./platform/plain_search.ts";
import { routeTree } from "./routeTree.gen.ts";
import { ErrorPanel } from "./ui/error_panel.tsx";
import { NotFoundPanel } from "./ui/not_found_panel.tsx";

export function getRouter() {
  // On the server this runs per request; the nonce lets the streamed inline scripts pass the CSP.
  const nonce = getGlobalStartContext()?.nonce;
  return createRouter({
    routeTree,
    scrollRestoration: true,
    defaultPreload: "intent",
    defaultNotFoundComponent: ({ data }) => <NotFoundPanel message={notFoundMessage(data)} />,
    defaultErrorComponent: ErrorPanel,
    // Query strings as plain name=value pairs, so links from other systems are answered as they are.
    parseSearch: parsePlainSearch,
    stringifySearch: stringifyPlainSearch,
    ssr: { nonce },
  });
}
