// The help pages (/help/{pageAlias}): short answers to what people ask at the counter, one per screen.
// Pages link here with the alias of their screen.
import type { ReactNode } from "react";
import { APP_NAME } from "../brand.ts";

export interface HelpPage {
  title: string;
  body: ReactNode;
}

export const HELP_PAGES: Record<string, HelpPage> = {
  "sign-in": {
    title: "Signing in",
    body: (
      <>
        <p>Sign in with your e-mail address and password, or without a password:</p>
        <ul>
          <li>
            <strong>E-mail me a link</strong> sends a link that signs you in once, within 15 minutes.
          </li>
          <li>
            <strong>Text me a link</strong> does the same by text message to your mobile number.
          </li>
          <li>
            <strong>Use a one-time code</strong>{" "}
            sends six digits to type in; handy when your mail app opens links in another browser. A code works
            for 10 minutes; after five wrong tries ask for a new one.
          </li>
        </ul>
        <p>
          After many attempts in a short time, sign-in pauses for a few minutes to keep your account safe.
        </p>
      </>
    ),
  },
  "register": {
    title: "Registering a shop",
    body: (
      <>
        <p>
          Registering creates your shop and your account as its owner. Step 1 is about you; then we e-mail you
          a link to step 2, about the shop: its name, its web address, and the checklists to start from. You
          can change all of it later.
        </p>
        <p>
          If your address already has an account, the e-mail says so and offers a sign-in link instead.
        </p>
      </>
    ),
  },
  "users": {
    title: "Users and roles",
    body: (
      <>
        <p>Everyone who works in the shop has a user with one or more roles:</p>
        <ul>
          <li>
            <strong>Shop owner</strong>: everything, including users and settings.
          </li>
          <li>
            <strong>Manager</strong> (service adviser): inspections, customers and reports; sees the users.
          </li>
          <li>
            <strong>Mechanic</strong>: runs inspections.
          </li>
        </ul>
        <p>
          A disabled user cannot sign in, and is signed out everywhere at once. A shop owner can send a user a
          sign-in link, and can act as a manager or mechanic to see what they see; a banner shows it and it is
          recorded.
        </p>
      </>
    ),
  },
  "profile": {
    title: "Your profile",
    body: (
      <>
        <p>
          Your name, mobile number, time zone and notifications. <strong>Notify me</strong>{" "}
          decides which messages you get: always, only those about your own work (relevant), or none.
        </p>
        <p>
          To change your password, type the current one. Signed in with a link from "Forgot your password?",
          you can set a new one without it for 15 minutes.
        </p>
      </>
    ),
  },
  "support": {
    title: "Contacting support",
    body: (
      <>
        <p>
          There is no live chat with support yet. For an idea or something that gets in your way, use the{" "}
          <strong>Suggestion Box</strong>: the people who make {APP_NAME} read every suggestion.
        </p>
        <p>
          For a problem with a user, a sign-in or a shop setting, ask your shop owner first: they can send a
          sign-in link, change roles, and act as a manager or mechanic to see what you see.
        </p>
      </>
    ),
  },
};
