// How the report writes text, money, dates and lengths, in the report's language, the shop's currency
// and the shop's time zone.
import { html } from "hono/html";
import type { HtmlEscapedString } from "hono/utils/html";
import type { CustomerReport } from "./customer_report.ts";
import { formatMoney } from "../../src/platform/money.ts";
import { LOCALES } from "./report_words.ts";

export function paragraphs(text: string): Array<HtmlEscapedString | Promise<HtmlEscapedString>> {
  return text.split(/\n{2,}/).map((part) =>
    html`<p>${part.split("\n").map((line, index) => index === 0 ? line : html`<br>${line}`)}</p>`
  );
}

export function priorityStyle(colour: string): string {
  return /^#[0-9a-fA-F]{6}$/.test(colour) ? `--priority:${colour}` : "";
}

export function money(amount: number, report: CustomerReport): string {
  return formatMoney(amount, report.shop.currency, report.culture);
}

export function formatDate(iso: string, report: CustomerReport): string {
  return new Intl.DateTimeFormat(LOCALES[report.language], {
    dateStyle: "long",
    timeZone: report.shop.timeZone,
  })
    .format(new Date(iso));
}

export function formatDateTime(iso: string, report: CustomerReport): string {
  return new Intl.DateTimeFormat(LOCALES[report.language], {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: report.shop.timeZone,
  }).format(new Date(iso));
}

export function duration(seconds: number): string {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}
