// The help pages over real HTTP (decision 029): /help/{pageAlias} answers 200 with its page for anyone, signed
// in or not; an unknown alias is the 404; /help lists every page; the staff header links each screen to its
// own page with the way back; the "Back" link only ever goes to a path of this site.
import assert from "node:assert/strict";
import { LONG_LIVED } from "../support/app.ts";
import { appFixture, type Role } from "../support/app_fixture.ts";

const ROLES: Role[] = ["anonymous", "mechanic", "owner", "otherShopOwner"];

const test = (name: string, fn: () => Promise<void>) =>
  Deno.test({ name: `help pages: ${name}`, ...LONG_LIVED, fn });

const fixture = appFixture({ roles: ROLES });
const { sessions } = fixture;

test("a help page answers 200 with its Markdown made HTML, for anyone signed in or not", async () => {
  for (const role of ROLES) {
    const page = await sessions[role].page("/help/checklist");
    assert.equal(page.status, 200, role);
    assert.match(page.html, /<h1>The checklist<\/h1>/, role);
    assert.match(page.html, /<h2>Common tasks<\/h2>/, role);
    assert.match(page.html, /<strong>Mark the rest passed<\/strong>/, role);
    assert.match(page.html, /<title>The checklist — /, role);
  }
});

test("an unknown alias is the 404, whatever it looks like", async () => {
  for (const alias of ["no-such-page", "..%2F..%2Fdeno.json", "CHECKLIST", "checklist.md", "x".repeat(300)]) {
    const page = await sessions.anonymous.page(`/help/${alias}`);
    assert.equal(page.status, 404, alias);
    assert.match(page.html, /There is no help page at this address\./, alias);
  }
});

test("/help lists every page by title, each linking to it", async () => {
  const page = await sessions.anonymous.page("/help");
  assert.equal(page.status, 200);
  assert.match(page.html, /<h1>Help<\/h1>/);
  for (
    const [alias, title] of [["checklist", "The checklist"], ["sign-in", "Signing in"], [
      "account",
      "The shop's settings",
    ]]
  ) {
    assert.match(
      page.html,
      new RegExp(`<a [^>]*href="/help/${alias}"[^>]*>${title.replace("'", "&#x27;")}</a>`),
      alias,
    );
  }
});

test("the staff header links to the screen's own help page, with the way back", async () => {
  for (
    const [path, alias] of [
      ["/demo/inspections", "inspections"],
      ["/demo/open-new-inspection-quicklist", "bay"],
      ["/demo/users/me", "profile"],
    ]
  ) {
    const page = await sessions.mechanic.page(path);
    assert.equal(page.status, 200, path);
    const from = encodeURIComponent(path).replaceAll("%2F", "%2F");
    assert.match(page.html, new RegExp(`<a [^>]*href="/help/${alias}\\?from=${from}"[^>]*>Help</a>`), path);
  }
});

test("the Back link goes only to a path of this site", async () => {
  const back = await sessions.mechanic.page("/help/inspections?from=%2Fdemo%2Finspections%3Fstatus%3Dall");
  assert.match(back.html, /<a href="\/demo\/inspections\?status=all">Back to the page you were on<\/a>/);
  assert.match(
    back.html,
    /<a class="help-back" href="\/demo\/inspections\?status=all">← Back to the page you were on<\/a>/,
  );
  for (
    const from of ["https://evil.example/", "//evil.example/x", "javascript:alert(1)", "/\\evil.example"]
  ) {
    const page = await sessions.mechanic.page(`/help/inspections?from=${encodeURIComponent(from)}`);
    assert.equal(page.status, 200, from);
    // No link says it (the words themselves travel in the page's data, in the reader's language).
    assert.doesNotMatch(page.html, /Back to the page you were on<\/a>/, from);
  }
});
