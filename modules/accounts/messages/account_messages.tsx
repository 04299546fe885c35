// What the accounts module sends: sign-in links (also as invitations), one-time codes and confirmation
// links, each by e-mail or text message, and sign-up's link to step 2 (or, when the address has an account,
// a note to its owner). Each function returns the message content; send.ts queues it.
import { renderEmail } from "../../messaging/mod.ts";
import { APP_NAME } from "../../../src/platform/brand.ts";
import { EmailButton, EmailLayout } from "../../messaging/mod.ts";
import { type Language, text } from "./texts.ts";

export interface MessageContent {
  subject: string;
  text: string;
  html?: string;
  links: string[];
}

interface Person {
  language: Language;
  name: string;
}

const app = APP_NAME;

function email(language: Language, subject: string, body: React.ReactNode, links: string[]): MessageContent {
  const rendered = renderEmail(<EmailLayout footer={text(language, "footer", { app })}>{body}</EmailLayout>);
  return { subject, text: rendered.text, html: rendered.html, links };
}

export function loginLinkEmail(
  to: Person,
  url: string,
  invitation?: { actor: string; shop: string },
): MessageContent {
  const l = to.language;
  const values = { app, name: to.name, actor: invitation?.actor ?? "", shop: invitation?.shop ?? "" };
  const subject = text(l, invitation ? "inviteSubject" : "loginLinkSubject", values);
  return email(
    l,
    subject,
    <>
      <p>{text(l, invitation ? "inviteIntro" : "loginLinkIntro", values)}</p>
      <EmailButton href={url} label={text(l, "loginLinkButton")} />
      <p style={{ color: "#374151" }}>{text(l, invitation ? "inviteExpiry" : "loginLinkExpiry", values)}</p>
    </>,
    [url],
  );
}

export function loginLinkSms(
  to: Person,
  url: string,
  invitation?: { actor: string; shop: string },
): MessageContent {
  const values = { app, url, actor: invitation?.actor ?? "", shop: invitation?.shop ?? "" };
  return {
    subject: "",
    text: text(to.language, invitation ? "inviteSms" : "loginLinkSms", values),
    links: [url],
  };
}

export function oneTimeCodeEmail(to: Person, code: string): MessageContent {
  const l = to.language;
  return email(
    l,
    text(l, "codeSubject", { app, code }),
    <>
      <p>{text(l, "codeIntro", { name: to.name })}</p>
      <p style={{ fontSize: "32px", letterSpacing: "6px", fontWeight: "bold" }}>{code}</p>
      <p style={{ color: "#374151" }}>{text(l, "codeExpiry")}</p>
    </>,
    [],
  );
}

export function oneTimeCodeSms(to: Person, code: string): MessageContent {
  return { subject: "", text: text(to.language, "codeSms", { app, code }), links: [] };
}

export function confirmEmailEmail(to: Person, address: string, url: string): MessageContent {
  const l = to.language;
  return email(
    l,
    text(l, "confirmEmailSubject", { app }),
    <>
      <p>{text(l, "confirmEmailIntro", { name: to.name, email: address })}</p>
      <EmailButton href={url} label={text(l, "confirmEmailButton")} />
      <p style={{ color: "#374151" }}>{text(l, "confirmExpiry")}</p>
    </>,
    [url],
  );
}

export function confirmPhoneSms(to: Person, url: string): MessageContent {
  return { subject: "", text: text(to.language, "confirmPhoneSms", { app, url }), links: [url] };
}

export function signUpLinkEmail(to: Person, url: string): MessageContent {
  const l = to.language;
  return email(
    l,
    text(l, "signUpSubject", { app }),
    <>
      <p>{text(l, "signUpIntro", { app, name: to.name })}</p>
      <EmailButton href={url} label={text(l, "signUpButton")} />
      <p style={{ color: "#374151" }}>{text(l, "signUpExpiry")}</p>
    </>,
    [url],
  );
}

/** Sign-up was started with the address of an account: its owner is told, and given a way in. */
export function accountExistsEmail(to: Person, address: string, signInUrl: string): MessageContent {
  const l = to.language;
  return email(
    l,
    text(l, "accountExistsSubject", { app }),
    <>
      <p>{text(l, "accountExistsIntro", { app, name: to.name, email: address })}</p>
      <p>{text(l, "accountExistsSignIn")}</p>
      <EmailButton href={signInUrl} label={text(l, "loginLinkButton")} />
      <p style={{ color: "#374151" }}>{text(l, "accountExistsIgnore")}</p>
    </>,
    [signInUrl],
  );
}
