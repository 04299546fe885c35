// The page React's server wrote, taken over in Chromium by the browser's renderer (Preact, decision 035): no
// node of the server's page is replaced (nothing flashes, the stylesheet is never rewritten), the head keeps
// its icon and manifest, the elements a tap brings in name existing elements (ids from the browser and the
// server agree), a field shown with autoFocus has the cursor each time, a page changed in the browser gets its
// own title with one stylesheet, and React's names of attributes mean the same (a VIN is not spell-checked).
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { LONG_LIVED } from "../support/app.ts";
import { browserFixture, watchedTab } from "../support/browser_fixture.ts";
import { type InspectionShop, inspectionShop, newInspection, PASSWORD } from "../support/inspection_shop.ts";

let shop: InspectionShop;
let inspection: { id: number; encId: string };

const test = (name: string, fn: () => Promise<void>) =>
  Deno.test({ name: `page adoption: ${name}`, ...LONG_LIVED, fn });

const fixture = browserFixture({
  async setup({ app, sql }) {
    shop = await inspectionShop(sql);
    inspection = await newInspection(sql, app.services.keys, shop);
  },
});

/**
 * Keeps the server's nodes as they are once the HTML is parsed, before the page's scripts run, and what each
 * head tag is (a link's rel and address, a meta's name and content).
 */
function keepServerNodes(page: Page) {
  return page.addInitScript(() => {
    document.addEventListener("readystatechange", () => {
      if (document.readyState !== "interactive") return;
      const kept = [...document.querySelectorAll("head > *, body *")].filter((node) =>
        node.localName !== "script" && node.localName !== "template" &&
        !node.matches("link[rel=preload][as=image]")
      );
      const headTags = kept.filter((node) => node.parentElement === document.head)
        .map((node) => ({ node, was: headTagOf(node) }));
      Object.assign(globalThis, { serverNodes: kept, serverHeadTags: headTags, headTagOf });
    });
    function headTagOf(node: Element): string {
      return [node.localName, "rel", "href", "name", "property", "content", "charset"]
        .map((name, index) => index === 0 ? name : `${name}=${node.getAttribute(name) ?? ""}`).join(" ");
    }
  });
}

/** The server's nodes no longer in the page, by tag. */
const replacedNodes = (page: Page) =>
  page.evaluate(() =>
    (globalThis as unknown as { serverNodes: Element[] }).serverNodes
      .filter((node) => !node.isConnected).map((node) => node.localName)
  );

/** The server's head tags that became another tag (a stylesheet's link rewritten into a script's...). */
const rewrittenHeadTags = (page: Page) =>
  page.evaluate(() => {
    const kept = globalThis as unknown as {
      serverHeadTags: { node: Element; was: string }[];
      headTagOf: (node: Element) => string;
    };
    return kept.serverHeadTags.filter(({ node, was }) => kept.headTagOf(node) !== was)
      .map(({ node, was }) => `${was} → ${kept.headTagOf(node)}`);
  });

/** References to an element by id (a label's for, aria-labelledby...) that name no element of the page. */
const danglingReferences = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll("[for], [aria-labelledby], [aria-describedby], [aria-controls]")].flatMap(
      (element) =>
        ["for", "aria-labelledby", "aria-describedby", "aria-controls"].flatMap((name) =>
          (element.getAttribute(name) ?? "").split(/\s+/).filter((id) => id && !document.getElementById(id))
            .map((id) => `${element.localName}[${name}=${id}]`)
        ),
    )
  );

const headLinks = (page: Page) =>
  page.evaluate(() =>
    [...document.head.querySelectorAll("link:not([rel=modulepreload])")].map((link) =>
      `${link.getAttribute("rel")} ${new URL(link.getAttribute("href")!, location.href).pathname}`
    )
  );

test("a mechanic's checklist on a phone: every server node kept, the head's links too; a tap's fields name what exists", async () => {
  const { context, page } = await watchedTab(fixture, {
    viewport: { width: 390, height: 844 },
    user: { email: shop.mechanic.email, password: PASSWORD },
  });
  await keepServerNodes(page);
  await page.goto(`${fixture.app.url}/${shop.shop.uriName}/inspections/${inspection.encId}/checklist`);
  await page.waitForSelector("html[data-hydrated]");
  assert.deepEqual(await replacedNodes(page), [], "the browser took the server's nodes over");
  assert.deepEqual(await rewrittenHeadTags(page), [], "each head tag is still what the server wrote");
  assert.equal(await page.evaluate(() => document.styleSheets.length), 1, "the server's stylesheet, once");
  const links = await headLinks(page);
  assert.ok(links.includes("icon /favicon.svg"), links.join(", "));
  assert.ok(links.includes("manifest /manifest.webmanifest"), links.join(", "));
  assert.equal(links.filter((link) => link.startsWith("stylesheet ")).length, 1, links.join(", "));

  // A tap works (the server's buttons have their handlers) and opens the row's fields.
  const pads = page.locator(`article[data-task-id="${shop.tasks.pads}"]`);
  const fail = pads.getByRole("button", { name: "Fail", exact: true });
  await fail.click();
  assert.equal(await fail.getAttribute("aria-pressed"), "true");
  await pads.getByRole("textbox").first().waitFor();
  assert.deepEqual(await danglingReferences(page), []);

  // A field that appears with autoFocus has the cursor, as React put it there: each time (the browser's own
  // autofocus works once per page).
  for (const finding of ["Squealing", "Grinding"]) {
    await pads.getByRole("button", { name: "New finding" }).click();
    const field = pads.getByRole("textbox", { name: /^New finding for/ });
    await field.waitFor();
    assert.equal(await field.evaluate((input) => input === document.activeElement), true, finding);
    await page.keyboard.type(finding);
    await page.keyboard.press("Enter");
    await field.waitFor({ state: "detached" });
    assert.equal(await pads.locator(".row-finding select option:checked").textContent(), finding);
  }
  await context.close();
});

test("an adviser's pages: a page changed in the browser has its title and one stylesheet; the VIN is not spell-checked", async () => {
  const { context, page } = await watchedTab(fixture, {
    user: { email: shop.manager.email, password: PASSWORD },
  });
  await keepServerNodes(page);
  await page.goto(`${fixture.app.url}/${shop.shop.uriName}/inspections/add`);
  await page.waitForSelector("html[data-hydrated]");
  assert.deepEqual(await replacedNodes(page), []);
  assert.deepEqual(await rewrittenHeadTags(page), []);
  assert.equal(await page.locator("input[name=vin]").getAttribute("spellcheck"), "false");
  assert.deepEqual(await danglingReferences(page), []);

  await page.getByRole("navigation", { name: "Shop sections" }).getByRole("link", { name: "Customers" })
    .click();
  await page.getByRole("heading", { level: 1, name: "Customers" }).waitFor();
  assert.match(await page.title(), /^Customers — /);
  const links = await headLinks(page);
  assert.equal(links.filter((link) => link.startsWith("stylesheet ")).length, 1, links.join(", "));
  assert.ok(links.includes("icon /favicon.svg"), links.join(", "));
  assert.equal(await page.evaluate(() => document.styleSheets.length), 1);
  await context.close();
});
