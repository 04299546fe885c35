// Sending the customer report, as the inspection sees it: who may send it, from which states, and what a
// send changes. The reports module renders and queues the message; this module owns the inspection's row,
// so the state change (audited -> reportSent, the first send's time) and the "report" event happen here, in
// the same transaction as the message, through the callback.
import type { Sql, Tx } from "../../src/platform/db.ts";
import { ConflictError, ForbiddenError, NotFoundError } from "../../src/platform/errors.ts";
import type { Keys } from "../../src/platform/keys.ts";
import type { Viewer } from "../../src/platform/viewer.ts";
import { hasPermission, staffMessages } from "../shops/mod.ts";
import { type Messages, REPORT_TAB_MESSAGES as M, type StoredMessage } from "../text/mod.ts";
import { creditAdviser } from "./credit_adviser.ts";
import { recordEvent } from "./events.ts";
import { type InspectionAccess, NO_SUCH_INSPECTION, requireInspectionAccess } from "./inspection_access.ts";
import { lockInspection } from "./queries.server.ts";
import { STATUS_WORDS } from "./shared/inspection_status.tsx";
import type { InspectionStatus } from "./types.ts";

/** The states a report can be sent (and sent again) from. */
const SENDABLE: ReadonlySet<InspectionStatus> = new Set(["audited", "reportSent", "viewed"]);

/** Whoever may audit may send: the report is the audited result. A mechanic is refused with 403. */
export async function requireReportSender(
  sql: Sql,
  keys: Keys,
  viewer: Viewer | null,
  encInspectionId: string,
  shopUriName?: string,
): Promise<InspectionAccess> {
  const access = await requireInspectionAccess(
    sql,
    keys,
    viewer,
    encInspectionId,
    "inspections.view",
    shopUriName,
  );
  if (!hasPermission(access.roles, "inspections.audit")) {
    throw new ForbiddenError((await staffMessages(sql, access.shop)).text(M.sendRefused));
  }
  return access;
}

/**
 * Why the report cannot be sent in this state, or null when it can: in the staff language with the shop's
 * wording (`messages`, the shop's staffMessages), the status as the lists name it.
 */
export function reportNotSendableReason(status: InspectionStatus, messages: Messages): string | null {
  if (SENDABLE.has(status)) return null;
  if (status === "closed") return messages.text(M.closed);
  return messages.text(M.notAudited, {
    status: messages.text(STATUS_WORDS[status]).toLocaleLowerCase(messages.culture),
  });
}

/** What one send was, for the event trail; null when nothing new went out (a collapsed double click). */
export interface ReportSend {
  message: StoredMessage;
  details: Record<string, unknown>;
}

export interface ReportSentState {
  status: InspectionStatus;
  /** The first send's time: a later send keeps it. */
  sentAt: Date | null;
  /** The send recorded an event (false: `send` answered null). */
  recorded: boolean;
}

/**
 * Locks the inspection, checks it may be sent (409 otherwise), runs `send` (which queues the message in the
 * same transaction) and, when it sent something, records the "report" event and moves audited to
 * reportSent. A later send keeps the first time; reportSent and viewed stay as they are.
 */
export async function recordReportSent(
  sql: Sql,
  access: InspectionAccess,
  page: string,
  send: (tx: Tx) => Promise<ReportSend | null>,
): Promise<ReportSentState> {
  return await sql.begin(async (tx) => {
    const inspection = await lockInspection(tx, access.shop.id, access.inspection.id);
    if (!inspection) throw new NotFoundError(NO_SUCH_INSPECTION);
    // Someone moved the inspection on since the send began: said in the staff's words, read only then.
    if (!SENDABLE.has(inspection.status)) {
      throw new ConflictError(
        reportNotSendableReason(inspection.status, await staffMessages(tx, access.shop))!,
      );
    }
    const sent = await send(tx);
    if (!sent) return { status: inspection.status, sentAt: inspection.reportSentAt, recorded: false };
    const [row] = await tx<{ status: InspectionStatus; sentAt: Date }[]>`
      update inspections set
        status = case when status = 'audited' then 'reportSent' else status end,
        report_sent_at = coalesce(report_sent_at, now()), updated_at = now()
      where shop_id = ${access.shop.id} and id = ${inspection.id}
      returning status, report_sent_at as "sentAt"`;
    await recordEvent(tx, {
      shopId: access.shop.id,
      inspectionId: inspection.id,
      viewer: access.viewer,
      kind: "report",
      page,
      message: sent.message,
      details: { ...sent.details, from: inspection.status, to: row.status },
    });
    await creditAdviser(tx, access, inspection, page, "send");
    return { status: row.status, sentAt: row.sentAt, recorded: true };
  });
}
