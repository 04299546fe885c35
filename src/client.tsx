// The browser's entry (TanStack Start's client entry, in place of its default): the router is restored from
// the page's data, then the page React's server wrote is taken over by the browser's renderer.
import { RouterProvider } from "@tanstack/react-router";
import { hydrateStart } from "@tanstack/react-start/client";
import { adoptServerDocument } from "./ui/page_adoption.tsx";
// Reads the kept copy's mark before the page is taken over (kept_page.ts).
import "./ui/offline/kept_page.ts";

adoptServerDocument(<RouterProvider router={await hydrateStart()} />);
