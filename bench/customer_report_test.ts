// `deno task bench report` rewrites its own section of bench/RESULTS.md and nothing else, however often it runs.
import assert from "node:assert/strict";
import { writeCustomerReportSection } from "./customer_report.ts";

const BEFORE =
  "# Benchmark results\n\nThe main table.\n\n## Media: from the complete call to ready views\n\n| a |\n";
const AFTER = "## Later: another section\n\nIts notes.\n";

Deno.test("the customer report section is replaced in place, between the sections around it", async () => {
  const file = await Deno.makeTempFile({ suffix: ".md" });
  try {
    await Deno.writeTextFile(file, BEFORE);
    await writeCustomerReportSection(file, "## Customer report on a phone\n\nFirst run.\n");
    assert.equal(await Deno.readTextFile(file), `${BEFORE}\n## Customer report on a phone\n\nFirst run.\n`);

    await Deno.writeTextFile(file, `${await Deno.readTextFile(file)}\n${AFTER}`);
    await writeCustomerReportSection(file, "## Customer report on a phone\n\nSecond run.\n");
    await writeCustomerReportSection(file, "## Customer report on a phone\n\nThird run.\n");
    assert.equal(
      await Deno.readTextFile(file),
      `${BEFORE}\n## Customer report on a phone\n\nThird run.\n\n${AFTER}`,
    );
  } finally {
    await Deno.remove(file);
  }
});
