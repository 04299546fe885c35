// The axe-core accessibility check, run inside a page (through the DevTools protocol, so the app's CSP does
// not stand in the way). Whole pages must have no serious or critical violations; a shared piece checked on
// its own (a gallery section) must have none at all.
import assert from "node:assert/strict";
import type { Page } from "playwright-core";

const AXE_SOURCE = await Deno.readTextFile(
  new URL("../../node_modules/axe-core/axe.min.js", import.meta.url),
);

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[] }>;
}

/**
 * The violations on the page as it is now, one line each ("" when there are none): within `scope` (a CSS
 * selector, default the whole document), of every impact or only the serious and critical ones.
 */
export async function accessibilityViolations(
  page: Page,
  options: { scope?: string; only?: "serious" | "all" } = {},
): Promise<string> {
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (scope) => {
    // deno-lint-ignore no-explicit-any
    const axe = (globalThis as any).axe;
    const result = await axe.run(scope ?? document, { resultTypes: ["violations"] });
    return result.violations as AxeViolation[];
  }, options.scope ?? null);
  return violations
    .filter((violation) =>
      options.only === "all" || violation.impact === "serious" || violation.impact === "critical"
    )
    .map((violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} — ${
        violation.nodes.map((node) => node.target.join(" ")).slice(0, 5).join(", ")
      }`
    )
    .join("\n");
}

/** Asserts that the page's main content has no violation of any impact; `label` names the view that failed. */
export async function assertMainAccessible(page: Page, label: string): Promise<void> {
  assert.equal(await accessibilityViolations(page, { scope: "main", only: "all" }), "", label);
}
