// /admin/client-errors: the newest client error reports, for platform admins only. Anyone else (signed out,
// shop staff, an admin acting as someone) gets the page-not-found answer, so the page does not show it
// exists. Reports carry addresses and browser details of every shop's users, hence platform admins only.
import { notFound } from "@tanstack/react-router";
import { createServerFn } from "@tanstack/react-start";
import { selectClientErrorReports, type StoredClientError } from "./telemetry_queries.server.ts";

export type { StoredClientError } from "./telemetry_queries.server.ts";

/** How many reports the page lists, newest first. */
export const CLIENT_ERROR_PAGE_SIZE = 100;

export const getClientErrorReports = createServerFn({ method: "GET" })
  .handler(async ({ context }): Promise<StoredClientError[]> => {
    const viewer = context.viewer;
    if (!viewer?.isPlatformAdmin || viewer.actor) throw notFound();
    return await selectClientErrorReports(context.sql, CLIENT_ERROR_PAGE_SIZE);
  });
