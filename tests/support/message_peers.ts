// Real peers on loopback for tests of e-mail and SMS delivery: an SMTP server (smtp-server) that requires a
// login and keeps every message it accepts, parsed; and a Twilio-style HTTP SMS endpoint that checks Basic
// credentials and the form fields.
import { Buffer } from "node:buffer";
import PostalMime, { type Email } from "postal-mime";
import { SMTPServer } from "smtp-server";
import type { SmsProviderConfig } from "../../src/platform/config.ts";

export interface ReceivedMail {
  /** The SMTP login used, and the envelope. */
  user: string;
  from: string;
  to: string[];
  parsed: Email;
}

export interface SmtpPeer {
  url: string;
  received: ReceivedMail[];
  /** Mails read in full and not answered yet (with `holding`), oldest first. */
  held: ReceivedMail[];
  /** Answers the oldest held mail: the sender's attempt ends, and the mail joins `received`. */
  releaseOne(): void;
  close(): Promise<void>;
}

export interface SmtpPeerOptions {
  /**
   * Hold every mail once read, without answering, until the test releases it: a slow mail server, which
   * keeps a sender's one attempt waiting as long as the test likes.
   */
  holding?: boolean;
}

/** An SMTP server on loopback that accepts mail only after a login as `user` / `password`. */
export async function startSmtpPeer(
  user = "mailer",
  password = "mail-secret",
  options: SmtpPeerOptions = {},
): Promise<SmtpPeer> {
  const received: ReceivedMail[] = [];
  const held: ReceivedMail[] = [];
  const releases: Array<() => void> = [];
  const server = new SMTPServer({
    logger: false,
    disabledCommands: ["STARTTLS"],
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      if (auth.username === user && auth.password === password) callback(null, { user: auth.username });
      else callback(new Error("Invalid username or password"));
    },
    onData(stream, session, callback) {
      (async () => {
        const chunks: Uint8Array[] = [];
        for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) chunks.push(chunk);
        const mail = {
          user: String(session.user),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          parsed: await PostalMime.parse(Buffer.concat(chunks)),
        };
        if (options.holding) {
          held.push(mail);
          const released = Promise.withResolvers<void>();
          releases.push(released.resolve);
          await released.promise;
          held.splice(held.indexOf(mail), 1);
        }
        received.push(mail);
      })().then(() => callback(), (error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://${user}:${password}@127.0.0.1:${port}`,
    received,
    held,
    releaseOne: () => releases.shift()?.(),
    close: () => {
      // Nothing held may keep the server from closing.
      for (const release of releases.splice(0)) release();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export interface SmsRequest {
  to: string;
  from: string;
  body: string;
  idempotencyKey: string | null;
}

export interface SmsPeer {
  provider: SmsProviderConfig;
  /** Every request with good credentials, answered or not. */
  requests: SmsRequest[];
  close(): Promise<void>;
}

/**
 * A Twilio-style endpoint: 401 without the right Basic credentials, 400 without To, From and Body;
 * otherwise `answer` decides (by default 201 with a sid).
 */
export function startSmsPeer(
  answer: (request: SmsRequest, nth: number) => Response = (_, nth) =>
    Response.json({ sid: `SM${nth}`, status: "queued" }, { status: 201 }),
): Promise<SmsPeer> {
  const user = "AC-test";
  const password = "sms-secret";
  const requests: SmsRequest[] = [];
  const listening = Promise.withResolvers<Deno.NetAddr>();
  const server = Deno.serve(
    { hostname: "127.0.0.1", port: 0, onListen: (addr) => listening.resolve(addr as Deno.NetAddr) },
    async (request) => {
      const expected = `Basic ${Buffer.from(`${user}:${password}`).toString("base64")}`;
      if (request.headers.get("Authorization") !== expected) {
        return Response.json({ message: "Authenticate" }, { status: 401 });
      }
      if (
        request.method !== "POST" ||
        !request.headers.get("Content-Type")?.startsWith("application/x-www-form")
      ) {
        return Response.json({ message: "Form POST expected" }, { status: 400 });
      }
      const form = new URLSearchParams(await request.text());
      const sms = {
        to: form.get("To") ?? "",
        from: form.get("From") ?? "",
        body: form.get("Body") ?? "",
        idempotencyKey: request.headers.get("Idempotency-Key"),
      };
      if (!sms.to || !sms.from || !sms.body) {
        return Response.json({ message: "To, From and Body are required" }, { status: 400 });
      }
      requests.push(sms);
      return answer(sms, requests.filter((r) => r.to === sms.to).length);
    },
  );
  return listening.promise.then((addr) => ({
    provider: {
      url: `http://127.0.0.1:${addr.port}/2010-04-01/Accounts/AC-test/Messages.json`,
      user,
      password,
      from: "+15550001111",
    },
    requests,
    close: () => server.shutdown(),
  }));
}

/** A phone number no other test uses. */
export function uniquePhone(): string {
  return `+1555${String(Math.floor(Math.random() * 1e7)).padStart(7, "0")}`;
}

/** The app's settings that send its text messages to this peer. */
export function smsSettings(peer: SmsPeer): Record<string, string> {
  return {
    SMS_PROVIDER_URL: peer.provider.url,
    SMS_PROVIDER_USER: peer.provider.user,
    SMS_PROVIDER_PASSWORD: peer.provider.password,
    SMS_FROM: peer.provider.from,
  };
}
