import assert from "node:assert/strict";
import { InputError } from "../../src/platform/errors.ts";
import { DEFAULT_REPORT_OPTIONS, reportLanguage, reportOptionsOf } from "./report_options.ts";

const options = (query: string, shopLanguage: string | null = "en") =>
  reportOptionsOf(new URLSearchParams(query), shopLanguage);

Deno.test("no options: the defaults, in the shop's language", () => {
  assert.deepEqual(options("", "es"), { ...DEFAULT_REPORT_OPTIONS, language: "es" });
});

Deno.test("each option is taken without regard to case and given back as the list spells it", () => {
  assert.deepEqual(
    options(
      "paper=a4&orientation=Landscape&fontSize=LARGE&itemImageSize=none&footerImageSize=large&language=fr",
    ),
    {
      paper: "A4",
      orientation: "landscape",
      fontSize: "large",
      itemImageSize: "none",
      footerImageSize: "large",
      language: "fr",
    },
  );
  assert.equal(options("paper=&orientation=%20").paper, "letter", "an empty value is the default");
});

Deno.test("a wrong value is a 400 naming the allowed ones", () => {
  const cases: Array<[string, string]> = [
    ["paper=A5", 'paper must be one of letter, A4, legal; "A5" is not.'],
    ["orientation=sideways", 'orientation must be one of portrait, landscape; "sideways" is not.'],
    ["fontSize=12", 'fontSize must be one of small, medium, large; "12" is not.'],
    ["itemImageSize=huge", 'itemImageSize must be one of none, small, medium, large; "huge" is not.'],
    ["footerImageSize=xl", 'footerImageSize must be one of none, small, medium, large; "xl" is not.'],
  ];
  for (const [query, message] of cases) {
    assert.throws(() => options(query), (error: unknown) => {
      assert.ok(error instanceof InputError, query);
      assert.equal(error.status, 400);
      assert.equal(error.message, message);
      return true;
    });
  }
});

Deno.test("an unknown language falls back to the shop's, then to English; regional tags count by language", () => {
  assert.equal(reportLanguage("es-MX", "en"), "es");
  assert.equal(reportLanguage("FR_ca", null), "fr");
  assert.equal(reportLanguage("de", "es"), "es");
  assert.equal(reportLanguage("klingon", "de"), "en");
  assert.equal(reportLanguage(null, null), "en");
  assert.equal(options("lang=es").language, "es", "lang, as the report link carries it");
  assert.equal(options("language=fr&lang=es").language, "fr", "language wins");
});
