// The owner's buttons on a user's page (seed 000, "Users" calls and "Senders" messages): reveal the password
// the owner set, send or hand over a sign-in link, send a verification e-mail or text message, and act as
// the user. Each needs scripts, so each is disabled until the page is interactive.
import { useState } from "react";
import { csrfToken, post, refusalText } from "@ui/calls.ts";
import { CopyDialog } from "@ui/copy_dialog.tsx";
import { Dialog } from "@ui/dialog.tsx";
import { CsrfField } from "@ui/forms.tsx";
import { useHydrated } from "@ui/use_hydrated.ts";
import { useWords } from "@modules/text/ui.ts";
import { USERS_MESSAGES as M } from "@modules/text/ui.ts";

/** Reveal/Hide: fetches the password each time it is revealed, and forgets it when hidden. */
export function RevealPassword({ userId }: { userId: number }) {
  const hydrated = useHydrated();
  const [password, setPassword] = useState<string | null>(null);
  const [error, setError] = useState("");
  const say = useWords();

  async function reveal() {
    try {
      const response = await post(
        `/ajax/users/${userId}/password`,
        new URLSearchParams({ csrfToken: csrfToken() }),
      );
      if (response.status !== 200) {
        await response.body?.cancel();
        throw new Error(response.statusText || String(response.status));
      }
      setPassword(await response.text());
      setError("");
    } catch (failure) {
      setError(say(M.revealFailed, { reason: (failure as Error).message }));
    }
  }

  return (
    <div className="sender">
      {password !== null && <code className="revealed-password" aria-label={say(M.password)}>{password}
      </code>}
      <button
        type="button"
        className="button"
        disabled={!hydrated}
        onClick={() => password === null ? reveal() : setPassword(null)}
      >
        {say(password === null ? M.reveal : M.hide)}
      </button>
      {error && <p className="form-error" role="alert">{error}</p>}
    </div>
  );
}

/** Sends a sign-in link by e-mail and/or text message, and/or shows it to pass on (it works once). */
export function SendLoginLink({ userId, displayName, hasPhone, canShowLink }: {
  userId: number;
  displayName: string;
  hasPhone: boolean;
  /** False when the link may only go to the user (another owner, a colleague of another shop). */
  canShowLink: boolean;
}) {
  const hydrated = useHydrated();
  const [ways, setWays] = useState({ email: true, phoneSms: false, response: false });
  const [busy, setBusy] = useState(false);
  const [statuses, setStatuses] = useState<string[]>([]);
  const [error, setError] = useState("");
  const [link, setLink] = useState("");
  const say = useWords();
  const failed = (reason: string) => setError(say(M.loginLinkFailed, { reason }));

  async function send() {
    setBusy(true);
    setError("");
    setStatuses([]);
    try {
      const response = await post(`/ajax/users/${userId}/loginlink`, {
        csrfToken: csrfToken(),
        ...ways,
        purpose: "login",
      });
      if (response.status !== 200) {
        const plainText = (response.headers.get("Content-Type") ?? "").startsWith("text/plain");
        failed(plainText ? await response.text() : "(unexpected response)");
        return;
      }
      const answer = await response.json();
      setStatuses([answer.emailStatusMessage, answer.smsStatusMessage].filter(Boolean));
      if (answer.loginLinkUrl) setLink(answer.loginLinkUrl);
    } catch {
      failed("(exception)");
    } finally {
      setBusy(false);
    }
  }

  const choose = (way: keyof typeof ways) => (checked: boolean) => setWays({ ...ways, [way]: checked });
  return (
    <div className="sender">
      <div className="sender-ways">
        <Way label={say(M.byEmail)} checked={ways.email} onChange={choose("email")} />
        <Way
          label={say(hasPhone ? M.bySms : M.bySmsNoMobile)}
          checked={ways.phoneSms}
          onChange={choose("phoneSms")}
          disabled={!hasPhone}
        />
        {canShowLink && (
          <Way
            label={say(M.showLink)}
            checked={ways.response}
            onChange={choose("response")}
          />
        )}
      </div>
      <button
        type="button"
        className="button"
        disabled={!hydrated || busy || !(ways.email || ways.phoneSms || ways.response)}
        onClick={send}
      >
        {say(M.sendLoginLink)}
      </button>
      {statuses.map((status) => <p key={status} className="form-notice" role="status">{status}</p>)}
      {error && <p className="form-error" role="alert">{error}</p>}
      {link && (
        <CopyDialog
          title={say(M.loginLinkFor, { name: displayName })}
          text={link}
          onClose={() => setLink("")}
        >
          <p>{say(M.loginLinkHint, { name: displayName })}</p>
        </CopyDialog>
      )}
    </div>
  );
}

function Way(
  props: { label: string; checked: boolean; disabled?: boolean; onChange(checked: boolean): void },
) {
  return (
    <label className="checkbox">
      <input
        type="checkbox"
        checked={props.checked}
        disabled={props.disabled}
        onChange={(event) => props.onChange(event.currentTarget.checked)}
      />
      {props.label}
    </label>
  );
}

const VERIFICATION = {
  email: { button: M.verifyEmail, sent: M.verifyEmailSent, failed: M.verifyEmailFailed },
  sms: { button: M.verifySms, sent: M.verifySmsSent, failed: M.verifySmsFailed },
} as const;

/** Sends a link that confirms the address or number is the user's; the button then reads "Sent". */
export function SendVerification({ userId, channel }: { userId: number; channel: "email" | "sms" }) {
  const hydrated = useHydrated();
  const words = VERIFICATION[channel];
  const [state, setState] = useState<"idle" | "busy" | "sent">("idle");
  const [dialog, setDialog] = useState(false);
  const [error, setError] = useState("");
  const say = useWords();
  const failed = (reason: string) => setError(say(words.failed, { reason }));

  async function send() {
    setState("busy");
    setError("");
    try {
      const response = await post(`/ajax/users/${userId}/verification-${channel}`);
      const answer = (response.headers.get("Content-Type") ?? "").includes("application/json")
        ? await response.json()
        : { errorMessage: await refusalText(response) };
      if (response.status === 200 && answer.success) {
        setState("sent");
        setDialog(true);
        return;
      }
      failed(answer.errorMessage ?? answer.message ?? "(unexpected response)");
    } catch {
      failed("(exception)");
    }
    setState("idle");
  }

  return (
    <div className="sender">
      <button type="button" className="button" disabled={!hydrated || state !== "idle"} onClick={send}>
        {say(state === "sent" ? M.sent : words.button)}
      </button>
      {error && <p className="form-error" role="alert">{error}</p>}
      {dialog && (
        <Dialog title={say(words.sent)} onClose={() => setDialog(false)}>
          <p>{say(M.verifyLinkLasts)}</p>
        </Dialog>
      )}
    </div>
  );
}

/** "Act as this user": an ordinary form post, so it works before scripts too. */
export function ActAsUser({ userId, shopUriName }: { userId: number; shopUriName: string }) {
  const say = useWords();
  return (
    <form method="post" action="/session/impersonateUser">
      <CsrfField />
      <input type="hidden" name="userId" value={userId} />
      <input type="hidden" name="shopUriName" value={shopUriName} />
      <button type="submit" className="button">{say(M.actAsButton)}</button>
    </form>
  );
}
