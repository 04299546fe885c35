import assert from "node:assert/strict";
import { renderToString } from "react-dom/server";
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from "@tanstack/react-router";
import { Pager } from "@ui/table/pager.tsx";
import { Messages } from "./catalogue.ts";
import { INSPECTIONS_LIST_MESSAGES, LISTS_MESSAGES } from "./messages/mod.ts";
import { useListWords } from "./list_words.ts";
import { WordsProvider } from "./words.tsx";

/** The pager of a list of inspections, as the server writes it in a culture. */
async function pagerIn(culture: string, total: number): Promise<string> {
  const messages = new Messages(culture).pick([
    ...Object.values(LISTS_MESSAGES),
    INSPECTIONS_LIST_MESSAGES.noun,
  ]);
  function InspectionsPager() {
    const words = useListWords(INSPECTIONS_LIST_MESSAGES.noun);
    return <Pager page={2} pageSize={50} total={total} words={words.pager} />;
  }
  const router = createRouter({
    routeTree: createRootRoute({
      component: () => (
        <WordsProvider words={{ culture, messages }}>
          <InspectionsPager />
        </WordsProvider>
      ),
    }),
    history: createMemoryHistory({ initialEntries: ["/"] }),
  });
  await router.load();
  return renderToString(<RouterProvider router={router} />);
}

Deno.test("the pager says where the page is in the list's own words, numbers as the culture writes them", async () => {
  const english = await pagerIn("en-US", 1234);
  assert.match(english, /51–100 of 1,234 inspections/);
  assert.match(english, /aria-label="Pages of inspections"/);
  assert.match(english, /aria-label="Previous"/);
  assert.match(english, /aria-label="Page 3"[^>]*>3</);
  const spanish = await pagerIn("es-MX", 1234);
  assert.match(spanish, /51–100 de 1,234 inspecciones/);
  assert.match(spanish, /aria-label="Siguiente"/);
  assert.match(await pagerIn("en-US", 0), /No inspections/);
  assert.match(await pagerIn("es-MX", 51), /51–51 de 51 inspecciones/);
});
