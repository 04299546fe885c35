// The frame of the app's e-mails (sign-in links, invitations, the customer report): plain, readable on a
// phone, with the action as one big button. Inline styles only: e-mail clients drop style sheets.
import type { ReactNode } from "react";

export function EmailLayout(props: { children: ReactNode; footer: string; lang?: string }) {
  return (
    <html lang={props.lang}>
      <body style={{ margin: 0, padding: "24px", background: "#f4f5f7", fontFamily: "Arial, sans-serif" }}>
        <div
          style={{
            maxWidth: "520px",
            margin: "0 auto",
            background: "#ffffff",
            padding: "24px",
            borderRadius: "8px",
          }}
        >
          {props.children}
          <p style={{ color: "#6b7280", fontSize: "12px", marginTop: "24px" }}>{props.footer}</p>
        </div>
      </body>
    </html>
  );
}

/** `colour`: the button's background ('#rrggbb', white text on it), the app's blue by default. */
export function EmailButton(props: { href: string; label: string; colour?: string }) {
  return (
    <p style={{ margin: "24px 0" }}>
      <a
        href={props.href}
        style={{
          background: props.colour || "#1d4ed8",
          color: "#ffffff",
          padding: "12px 20px",
          borderRadius: "6px",
          textDecoration: "none",
          fontWeight: "bold",
          display: "inline-block",
        }}
      >
        {props.label}
      </a>
    </p>
  );
}
