// Which file answers a reader (decision 029): the first culture asked for that has the page, else English;
// the index in the reader's culture, its titles sorted without their article.
import assert from "node:assert/strict";
import { helpShelf } from "./help_shelf.server.ts";

const shelf = helpShelf({
  "./pages/checklist.md": "# The checklist\n\nWhere the mechanic records the inspection.\n",
  "./pages/bay.md": "# The bay\n\nOpen inspections.\n",
  "./pages/audit.md": "# Audit\n\nCheck before the customer sees it.\n",
  "./pages/es-MX/checklist.md": "# La lista de revisión\n\nDonde el mecánico registra la inspección.\n",
  "./pages/es-MX/audit.md": "# Auditoría\n\nRevise antes de que el cliente la vea.\n",
});

Deno.test("a reader gets the page in the first culture that has it", () => {
  const page = shelf.page("checklist", ["es-MX", "es", "en-US"])!;
  assert.equal(page.title, "La lista de revisión");
  assert.equal(page.culture, "es-MX");
  assert.equal(shelf.page("checklist", ["fr-CA", "fr", "en-US"])!.culture, "en-US");
  assert.equal(shelf.page("checklist")!.title, "The checklist");
});

Deno.test("a page without a translation is its English page", () => {
  const page = shelf.page("bay", ["es-MX", "es", "en-US"])!;
  assert.equal(page.title, "The bay");
  assert.equal(page.culture, "en-US");
});

Deno.test("an alias without an English page is no page, whatever the culture", () => {
  assert.equal(shelf.page("no-such-page", ["es-MX"]), null);
  assert.equal(shelf.page("es-MX/checklist"), null);
});

Deno.test("the index is in the reader's culture, by title without its article", () => {
  assert.deepEqual(shelf.index(["es-MX", "es", "en-US"]).map((entry) => entry.title), [
    "Auditoría",
    "The bay",
    "La lista de revisión",
  ]);
  assert.deepEqual(shelf.index().map((entry) => [entry.alias, entry.summary]), [
    ["audit", "Check before the customer sees it."],
    ["bay", "Open inspections."],
    ["checklist", "Where the mechanic records the inspection."],
  ]);
});
