import assert from "node:assert/strict";
import type { RouterManagedTag } from "@tanstack/react-router";
import { serverHeadOrder } from "./head_order.ts";

const tag = (name: string, attrs: Record<string, string>): RouterManagedTag =>
  ({ tag: name, attrs }) as RouterManagedTag;

Deno.test("head order: the character set, the viewport and the stylesheets first, as React's server writes them; the rest as rendered", () => {
  const nonce = tag("meta", { property: "csp-nonce", content: "n" });
  const charset = tag("meta", { charSet: "utf-8" });
  const viewport = tag("meta", { name: "viewport", content: "width=device-width" });
  const script = tag("link", { rel: "modulepreload", href: "/assets/index.js" });
  const icon = tag("link", { rel: "icon", href: "/favicon.svg" });
  const sheet = tag("link", { rel: "stylesheet", href: "/assets/styles.css" });
  const print = tag("link", { rel: "stylesheet", href: "/assets/print.css" });
  const title = { tag: "title", children: "Inspections" } as RouterManagedTag;
  assert.deepEqual(
    serverHeadOrder([nonce, title, charset, viewport, script, icon, sheet, print]),
    [charset, viewport, sheet, print, nonce, title, script, icon],
  );
  assert.deepEqual(serverHeadOrder([]), []);
});
