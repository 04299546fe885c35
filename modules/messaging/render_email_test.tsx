import assert from "node:assert/strict";
import { renderEmail } from "./mod.ts";

function ReportReadyEmail({ name, link }: { name: string; link: string }) {
  return (
    <html lang="en">
      <body>
        <h1>Hello {name},</h1>
        <p>
          Your inspection report from Oak &amp; Pine Garage is ready. <a href={link}>Open your report</a>
        </p>
        <p>
          Or paste this address: <a href={link}>{link}</a>
        </p>
        <img src="https://garage.test/logo.png" alt="Oak & Pine logo" />
      </body>
    </html>
  );
}

Deno.test("an e-mail renders to an HTML document and a plain-text part with the same words and links", () => {
  const { html, text } = renderEmail(
    <ReportReadyEmail name="Dana <Driver>" link="https://garage.test/r/abc?x=1&y=2" />,
  );
  assert.match(html, /^<!DOCTYPE html><html lang="en">/);
  assert.match(html, /<h1>Hello Dana &lt;Driver&gt;,<\/h1>/, "text is escaped");
  assert.match(html, /<a href="https:\/\/garage\.test\/r\/abc\?x=1&amp;y=2">Open your report<\/a>/);
  assert.equal(
    text,
    [
      "Hello Dana <Driver>,",
      "",
      "Your inspection report from Oak & Pine Garage is ready. Open your report",
      "[https://garage.test/r/abc?x=1&y=2]",
      "",
      "Or paste this address: https://garage.test/r/abc?x=1&y=2",
    ].join("\n"),
  );
});
