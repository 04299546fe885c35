// The browser's entry (TanStack Start's client entry, in place of its default): the router is restored from
// the page's data, then the page React's server wrote is taken over by the browser's renderer.
import { RouterProvider } from "@tanstack/react-router";
import { hydrateStart } from "@tanstack/react-start/client";
import { adoptServerDocument } from "./ui/page_adoption.tsx";

adoptServerDocument(<RouterProvider router={await hydrateStart()} />);
