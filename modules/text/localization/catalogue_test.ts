import assert from "node:assert/strict";
import { catalogueEntries, defineMessages, Messages } from "./catalogue.ts";
import { cultureOf, fallbackChain } from "./cultures.ts";
import { argumentsOf, formatMessage, formatPageMessage, messageProblem, pageMessage } from "./icu.ts";

const keys = defineMessages("test", "Tests", {
  labour: { "en-US": "Labor (hours)", "en-GB": "Labour (hours)", "es-MX": "Mano de obra (horas)" },
  photos: { "en-US": "{n, plural, one {# photo} other {# photos}} of {task}" },
});

Deno.test("cultures: canonical spelling, nonsense refused, the fallback chain es-MX → es → en-US", () => {
  assert.deepEqual(cultureOf("es_mx"), "es-MX");
  assert.deepEqual(cultureOf("fr-ca"), "fr-CA");
  assert.deepEqual(cultureOf("../etc"), null);
  assert.deepEqual(cultureOf("x"), null);
  assert.deepEqual(fallbackChain("es-MX"), ["es-MX", "es", "en-US"]);
  assert.deepEqual(
    fallbackChain("es-US"),
    ["es-US", "es", "es-MX", "en-US"],
    "a sibling culture lends its words",
  );
  assert.deepEqual(fallbackChain("de-DE"), ["de-DE", "de", "en-US"]);
});

Deno.test("cultures: a made-up language or country is no culture; any real one is", () => {
  for (const madeUp of ["xx-YY", "qq-US", "es-QQ", "tlh", "xxx"]) {
    assert.equal(cultureOf(madeUp), null, madeUp);
  }
  for (const real of ["es-US", "de-DE", "fil-PH", "haw-US", "es-419", "en-150", "ar-001"]) {
    assert.equal(cultureOf(real), real, real);
  }
  // Old codes are read as today's (iw is Hebrew's former code).
  assert.equal(cultureOf("iw-IL"), "he-IL");
});

Deno.test("one spelling per culture: labour in en-GB, labor in en-US; a culture without a default falls back", () => {
  assert.deepEqual(new Messages("en-US").text(keys.labour), "Labor (hours)");
  assert.deepEqual(new Messages("en-GB").text(keys.labour), "Labour (hours)");
  assert.deepEqual(new Messages("en-AU").text(keys.labour), "Labor (hours)", "en-AU has no default: en-US");
  assert.deepEqual(new Messages("es-US").text(keys.labour), "Mano de obra (horas)", "borrowed from es-MX");
  assert.deepEqual(new Messages("de-DE").text(keys.labour), "Labor (hours)");
});

Deno.test("a shop's override wins at its step of the chain; an es override serves es-MX", () => {
  const messages = new Messages("es-MX", { es: { [keys.labour]: "Horas de trabajo" } });
  assert.deepEqual(messages.text(keys.labour), "Horas de trabajo");
  const own = new Messages("es-MX", { es: { [keys.labour]: "A" }, "es-MX": { [keys.labour]: "B" } });
  assert.deepEqual(own.text(keys.labour), "B");
  assert.deepEqual(
    new Messages("fr-CA", { "es-MX": { [keys.labour]: "B" } }).text(keys.labour),
    "Labor (hours)",
  );
});

Deno.test("ICU: plurals by culture; broken messages and unknown placeholders are refused with the reason", () => {
  assert.deepEqual(new Messages("en-US").text(keys.photos, { n: 1, task: "Brakes" }), "1 photo of Brakes");
  assert.deepEqual(new Messages("en-US").text(keys.photos, { n: 3, task: "Brakes" }), "3 photos of Brakes");
  const base = "{n, plural, one {# photo} other {# photos}} of {task}";
  assert.deepEqual(messageProblem("{n} fotos de {task}", "es-MX", base), null);
  const broken = messageProblem("{n, plural, one {# foto} other {# fotos} de {task}", "es-MX", base);
  assert.ok(broken?.startsWith("This is not a valid ICU message:"), broken ?? "accepted");
  assert.deepEqual(
    messageProblem("Fotos de {tarea}", "es-MX", base),
    "Unknown placeholder {tarea}; this message takes {n}, {task}.",
  );
  assert.deepEqual(
    formatMessage("Hola {name}", "es-MX", {}),
    "Hola {name}",
    "a missing value shows as written",
  );
});

Deno.test("every shipped message parses and takes only the placeholders of its en-US default", async () => {
  await import("../mod.ts");
  for (const entry of catalogueEntries()) {
    for (const [culture, message] of Object.entries(entry.defaults)) {
      assert.deepEqual(
        messageProblem(message, culture, entry.defaults["en-US"]),
        null,
        `${entry.key} ${culture}`,
      );
    }
  }
});

Deno.test("a page is sent its words parsed: plain words as text, messages with values as the same message", async () => {
  await import("../mod.ts");
  const pick = new Messages("en-US").pick([keys.labour, keys.photos]);
  assert.deepEqual(pick[keys.labour], "Labor (hours)", "nothing to fill in: the words themselves");
  assert.ok(Array.isArray(pick[keys.photos]), "values to fill in: parsed");
  assert.deepEqual(
    formatPageMessage(pick[keys.photos], "en-US", { n: 1, task: "Brakes" }),
    "1 photo of Brakes",
  );
  assert.deepEqual(formatPageMessage(pick[keys.photos], "en-US", {}), "{n} of {task}", "a missing value");
  assert.deepEqual(pageMessage("It''s {n, number}", "en-US").length, 2);
  assert.deepEqual(pageMessage("It''s done", "en-US"), "It's done", "ICU's quoting undone once, here");
  // Every shipped message, written out from what the page is sent, reads as the server writes it.
  const values = {
    n: 2,
    count: 3,
    shop: "Demo Auto",
    name: "Ana",
    link: "https://x.example/r/1",
    task: "Brakes",
  };
  for (const entry of catalogueEntries()) {
    for (const [culture, message] of Object.entries(entry.defaults)) {
      const filled = Object.fromEntries(
        [...argumentsOf(message, culture)].map((name) => [name, name in values ? values[name as "n"] : 5]),
      );
      assert.deepEqual(
        formatPageMessage(pageMessage(message, culture), culture, filled),
        formatMessage(message, culture, filled),
        `${entry.key} ${culture}`,
      );
    }
  }
});

Deno.test("a broken message is refused with a sentence that says what is wrong and where, not the parser's code", () => {
  const problem = messageProblem("Preparado para {name", "es-MX", "Prepared for {name}");
  assert.equal(problem, "This is not a valid ICU message: a { has no closing } (character 16).");
  for (const broken of ["Hola {}", "{n, plural, one {# foto}}", "Hola {na me}", "Hola }{"]) {
    const said = messageProblem(broken, "es-MX", "{n, plural, one {# photo} other {# photos}} {name}");
    assert.doesNotMatch(said ?? "", /[A-Z]{3,}_[A-Z_]+/, `${broken}: ${said}`);
    assert.match(said ?? "", /^This is not a valid ICU message: [a-z].+\.$/, broken);
  }
});

Deno.test("a shop's wording that does not parse (stored before the check) shows the shipped wording", () => {
  const messages = new Messages("es-MX", { "es-MX": { [keys.labour]: "Horas de {trabajo" } });
  assert.equal(messages.text(keys.labour), "Mano de obra (horas)");
  assert.deepEqual(messages.pick([keys.labour]), { [keys.labour]: "Mano de obra (horas)" });
  // The culture it falls back to still has its turn.
  const chain = new Messages("es-MX", { es: { [keys.labour]: "Horas" }, "es-MX": { [keys.labour]: "{" } });
  assert.equal(chain.text(keys.labour), "Horas");
});
