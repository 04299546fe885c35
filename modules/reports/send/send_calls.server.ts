// The report's send calls, mounted at /ajax/inspections (docs/reports.md, "Sending the report"). All POST
// with the CSRF token, for whoever may audit; each answers { message, reportUrl, status, sentAt }.
//   /{enc}/report/send-email?email=&lang=&requestId=
//   /{enc}/report/send-sms?phone=&lang=&requestId=
//   /{enc}/report/send-local-email?email=&lang=   (+ subject, body, mailtoUrl)
//   /{enc}/report/link
import { type Context, Hono } from "hono";
import { SignInRequiredError } from "@platform/errors.ts";
import type { AppEnv } from "@platform/http.ts";
import { sourcePage } from "@platform/source_page.ts";
import { requireReportSender } from "@modules/inspections/mod.ts";
import { sendReport, type SendWay } from "./send_report.ts";

export const reportSendCalls = new Hono<AppEnv>();

const ONE_REPORT = "/:encInspectionId{[A-Za-z0-9_-]{40,60}}/report";

async function send(c: Context<AppEnv>, way: SendWay, toParameter: string | null) {
  const viewer = c.get("viewer");
  if (!viewer) throw new SignInRequiredError();
  const services = c.get("services");
  const access = await requireReportSender(
    services.sql,
    services.keys,
    viewer,
    c.req.param("encInspectionId")!,
  );
  return c.json(
    await sendReport(services, access, {
      way,
      to: toParameter === null ? null : c.req.query(toParameter) ?? null,
      lang: c.req.query("lang") ?? null,
      requestId: c.req.query("requestId") || null,
      page: sourcePage(c.req.header("Referer"), c.req.url),
    }),
  );
}

reportSendCalls.post(`${ONE_REPORT}/send-email`, (c) => send(c, "email", "email"));
reportSendCalls.post(`${ONE_REPORT}/send-sms`, (c) => send(c, "sms", "phone"));
reportSendCalls.post(`${ONE_REPORT}/send-local-email`, (c) => send(c, "localEmail", "email"));
reportSendCalls.post(`${ONE_REPORT}/link`, (c) => send(c, "link", null));
