// The SQL of what browsers report: error reports (client_error_reports) and page-open events
// (page_open_events), both written by the calls in client_error_calls.server.ts and page_open_calls.server.ts.
import type { Context } from "hono";
import type { Tx } from "@platform/db.ts";
import type { ClientErrorReport } from "@platform/client_error_report.ts";
import type { AppEnv } from "@platform/http.ts";
import type { PageOpenSend } from "@platform/page_open_event.ts";

/**
 * The shop a page belongs to (by its address), when the signed-in viewer may act there; else null. The app
 * shell supplies it (src/page_shop.ts): the platform knows nothing of shops.
 */
export type PageShopOf = (c: Context<AppEnv>, pageUrl: string) => Promise<number | null>;

/** Who sent it: request id, user, shop, address and browser. */
export interface Sender {
  requestId: string;
  userId: number | null;
  shopId: number | null;
  clientIp: string;
  userAgent: string;
}

export async function senderOf(c: Context<AppEnv>, shopOf: PageShopOf, pageUrl: string): Promise<Sender> {
  const viewer = c.get("viewer");
  return {
    requestId: c.get("requestId"),
    userId: viewer?.userId ?? null,
    shopId: viewer && pageUrl ? await shopOf(c, pageUrl) : null,
    clientIp: c.get("clientIp"),
    userAgent: (c.req.header("User-Agent") ?? "").slice(0, 1000),
  };
}

export async function insertClientErrorReport(
  tx: Tx,
  kind: "report" | "beacon",
  report: ClientErrorReport,
  sender: Sender,
): Promise<void> {
  await tx`
    insert into client_error_reports
      (kind, request_id, user_id, shop_id, client_ip, user_agent, level, message, document_url, report)
    values (${kind}, ${sender.requestId}, ${sender.userId}, ${sender.shopId}, ${sender.clientIp},
            ${sender.userAgent}, ${report.level}, ${report.message}, ${report.documentUrl},
            ${tx.json(report.report)})`;
}

export async function insertPageOpenEvent(tx: Tx, send: PageOpenSend, sender: Sender): Promise<void> {
  const { event } = send;
  await tx`
    insert into page_open_events
      (page_name, page_event, send_mode, page_load_id, location, init_time, client_utc_ms, args,
       user_id, shop_id, request_id)
    values (${event.pageName}, ${event.pageEvent}, ${send.mode}, ${event.pageLoadId}, ${event.location},
            ${event.initTime}, ${event.clientUtcMS},
            ${event.args === null ? null : tx.json(event.args as Parameters<Tx["json"]>[0])},
            ${sender.userId}, ${sender.shopId}, ${sender.requestId})`;
}

export interface StoredClientError {
  id: string;
  receivedAt: string;
  kind: "report" | "beacon";
  requestId: string;
  userId: number | null;
  shopId: number | null;
  clientIp: string;
  userAgent: string;
  level: string;
  message: string;
  documentUrl: string;
  report: Record<string, string | number | boolean>;
}

/** The newest reports first. */
export async function selectClientErrorReports(tx: Tx, limit: number): Promise<StoredClientError[]> {
  const rows = await tx<(Omit<StoredClientError, "receivedAt"> & { receivedAt: Date })[]>`
    select id::text, received_at as "receivedAt", kind, request_id as "requestId", user_id as "userId",
           shop_id as "shopId", client_ip as "clientIp", user_agent as "userAgent", level, message,
           document_url as "documentUrl", report
    from client_error_reports
    order by received_at desc, id desc
    limit ${limit}`;
  return rows.map((row) => ({ ...row, receivedAt: row.receivedAt.toISOString() }));
}
