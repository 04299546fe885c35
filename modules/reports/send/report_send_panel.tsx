import { useRouter } from "@tanstack/react-router";
import { useState } from "react";
import { post, refusalText } from "@ui/calls.ts";
import { FieldBox } from "@ui/forms.tsx";
import { useHydrated } from "@ui/use_hydrated.ts";
import { INSPECTION_DETAILS_MESSAGES as D, REPORT_TAB_MESSAGES as M, useWords } from "@modules/text/ui.ts";
import type { ReportSendPage } from "./send_page.server.ts";

// Sends the report: by e-mail or text message (to what is typed, prefilled with the customer's), through
// the adviser's own mail program, or by copying the link. Each click is one send (its own requestId); the
// answer (in the staff's words: the call says it so) shows in the status line and the page reloads its history.
type Way = "send-email" | "send-sms" | "send-local-email" | "link";

interface Answer {
  message: string;
  reportUrl: string;
  mailtoUrl?: string;
}

export function ReportSendPanel({ page }: { page: ReportSendPage }) {
  const router = useRouter();
  const say = useWords();
  const hydrated = useHydrated();
  const [email, setEmail] = useState(page.customerEmail);
  const [phone, setPhone] = useState(page.customerMobile);
  const [busy, setBusy] = useState<Way | null>(null);
  const [status, setStatus] = useState<{ text: string; problem: boolean } | null>(null);
  const blocked = page.blockedReason !== null;

  const send = async (way: Way) => {
    setBusy(way);
    setStatus(null);
    const query = new URLSearchParams({ requestId: crypto.randomUUID() });
    if (way === "send-email" || way === "send-local-email") query.set("email", email);
    if (way === "send-sms") query.set("phone", phone);
    try {
      const response = await post(`/ajax/inspections/${page.summary.encId}/report/${way}?${query}`);
      if (!response.ok) {
        setStatus({ text: await refusalText(response), problem: true });
        return;
      }
      const answer = await response.json() as Answer;
      let text = answer.message;
      if (way === "link") {
        text = await navigator.clipboard.writeText(answer.reportUrl).then(
          () => answer.message,
          () => say(M.copyTheLink, { url: answer.reportUrl }),
        );
      }
      setStatus({ text, problem: false });
      if (answer.mailtoUrl) globalThis.location.href = answer.mailtoUrl;
      await router.invalidate();
    } catch {
      setStatus({ text: say(D.unreachable), problem: true });
    } finally {
      setBusy(null);
    }
  };

  // The customer's preferred channel (their contact preference) comes first and is the only primary one.
  const preferred = page.preferredChannel;
  const button = (way: Way, label: string, primary = false) => (
    <button
      type="button"
      className={`button${primary ? " primary" : ""}`}
      disabled={!hydrated || blocked || busy !== null}
      aria-busy={busy === way || undefined}
      aria-describedby={blocked ? "report-send-blocked" : undefined}
      onClick={() => send(way)}
    >
      {label}
    </button>
  );

  // Where it goes: the customer's address or number on file, which the adviser may change for this send.
  const address = (
    id: string,
    label: string,
    type: string,
    value: string,
    change: (value: string) => void,
  ) => (
    <FieldBox id={id} label={label}>
      <input
        id={id}
        type={type}
        autoComplete="off"
        value={value}
        onChange={(event) => change(event.target.value)}
      />
    </FieldBox>
  );

  const emailChannel = (
    <div key="email">
      {address("report-email", say(M.email), "email", email, setEmail)}
      <div className="form-actions report-send-actions">
        {button("send-email", say(M.sendEmail), preferred !== "sms")}
        {button("send-local-email", say(M.openOwnEmail))}
      </div>
    </div>
  );
  const smsChannel = (
    <div key="sms">
      {address("report-phone", say(M.mobile), "tel", phone, setPhone)}
      <div className="form-actions report-send-actions">
        {button("send-sms", say(M.sendText), preferred !== "email")}
        {button("link", say(M.copyLink))}
      </div>
    </div>
  );

  return (
    <section className="report-send" aria-labelledby="report-send-heading">
      <h2 id="report-send-heading">{say(M.sendHeading)}</h2>
      {blocked && <p id="report-send-blocked" className="form-notice">{page.blockedReason}</p>}
      {preferred && (
        <p className="hint report-send-preference">
          {say(preferred === "sms" ? M.prefersText : M.prefersEmail)}
        </p>
      )}
      {preferred === "sms" ? [smsChannel, emailChannel] : [emailChannel, smsChannel]}
      <p
        className={`report-send-status${status?.problem ? " problem" : ""}`}
        role="status"
        aria-live="polite"
      >
        {status?.text ?? ""}
      </p>
    </section>
  );
}
