// The customer's answer on the report page: the Approve / Decline pair of each recommended item, the answer
// panel (note, name, signature, send), and on paper the answer as words. Plain form controls, so answering
// works before and without the page's script.
import { html } from "hono/html";
import type { HtmlEscapedString } from "hono/utils/html";
import type { CustomerReport, ReportItem } from "./customer_report.ts";
import { formatDateTime } from "./report_format.ts";
import { fill, type ReportWords } from "./report_words.ts";

type Html = HtmlEscapedString | Promise<HtmlEscapedString>;

export function printedAnswer(item: ReportItem, words: ReportWords): Html {
  return html`<p class="printed-answer ${item.answer ?? ""}">${words.answerTitle}: ${
    item.answer === "approved"
      ? words.approved
      : item.answer === "declined"
      ? words.declined
      : words.undecided
  }</p>`;
}

export function answerChoice(report: CustomerReport, item: ReportItem, words: ReportWords): Html {
  const name = `answer-${item.taskId}`;
  const closed = !report.answersOpen;
  const option = (value: "approved" | "declined", label: string) =>
    html`
      <label class="choice ${value}">
        <input type="radio" name="${name}" value="${value}" ${item.answer === value ? "checked" : ""} ${closed
          ? "disabled"
          : ""}>
        <span>${label}</span>
      </label>
    `;
  return html`<fieldset class="answer" data-approved="${words.approved}" data-declined="${words.declined}">
    <legend>${words.answerTitle}: ${item.taskName}</legend>
    ${option("approved", words.approve)}
    ${option("declined", words.decline)}
    <p class="state" aria-live="polite">${
    item.answer === "approved"
      ? words.approved
      : item.answer === "declined"
      ? words.declined
      : words.undecided
  }</p>
  </fieldset>`;
}

export function answerPanel(report: CustomerReport, words: ReportWords, sample: boolean): Html {
  const { response } = report;
  if (!report.answersOpen) {
    return html`
      <section class="answer-panel" id="answer">
        <p>${words.answersClosed}</p>
      </section>
    `;
  }
  return html`<section class="answer-panel" id="answer" aria-labelledby="answer-title">
    <h2 id="answer-title">${words.answerTitle}</h2>
    <p>${fill(words.answerIntro, { shop: report.shop.name })}</p>
    ${
    response
      ? html`<p class="answered-at">${
        fill(words.answeredAt, { date: formatDateTime(response.at, report) })
      }</p>`
      : ""
  }
    <label for="note">${words.note}</label>
    <textarea id="note" name="note" rows="3" maxlength="2000">${response?.note ?? ""}</textarea>
    <label for="signedName">${words.signedName}</label>
    <input id="signedName" name="signedName" maxlength="120" autocomplete="name" value="${
    response?.signedName ?? ""
  }">
    <div class="signature" hidden>
      <label for="signature-pad">${words.signature}</label>
      <canvas id="signature-pad" width="600" height="200" tabindex="0" role="img" aria-label="${words.signature}"></canvas>
      <button type="button" class="secondary" id="clear-signature">${words.clearSignature}</button>
      <input type="hidden" name="signature" value="${response?.signaturePath ?? ""}">
    </div>
    <button type="submit" class="send" ${sample ? "disabled" : ""}>${words.send}</button>
  </section>`;
}
