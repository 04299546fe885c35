// The axe-core accessibility check, run inside a page (through the DevTools protocol, so the app's CSP does
// not stand in the way). Serious and critical violations fail a test; the rest are the page's to-do list.
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

/** The serious and critical violations on the page as it is now, one line each ("" when there are none). */
export async function seriousAccessibilityViolations(page: Page): Promise<string> {
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    // deno-lint-ignore no-explicit-any
    const axe = (globalThis as any).axe;
    const result = await axe.run(document, { resultTypes: ["violations"] });
    return result.violations as AxeViolation[];
  });
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} — ${
        violation.nodes.map((node) => node.target.join(" ")).slice(0, 5).join(", ")
      }`
    )
    .join("\n");
}
