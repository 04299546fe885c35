import assert from "node:assert/strict";
import { toPersonTitleCase } from "./person_title_case.ts";

function check(cases: Array<[string, string]>) {
  for (const [text, expected] of cases) assert.equal(toPersonTitleCase(text), expected, text);
}

Deno.test("person title case: Mc always, Mac only for listed Gaelic names, O' and D'", () => {
  check([
    ["mcdonald-o'brien jr", "McDonald-O'Brien Jr"],
    ["MCDONALD", "McDonald"],
    ["mccoy", "McCoy"],
    ["douglas macarthur", "Douglas MacArthur"],
    ["MACDONALD", "MacDonald"],
    ["mack", "Mack"],
    ["macy", "Macy"],
    ["machado", "Machado"],
    ["macias", "Macias"],
    ["o'neil", "O'Neil"],
    ["O’BRIEN", "O’Brien"],
    ["d'angelo", "D'Angelo"],
  ]);
});

Deno.test("person title case: hyphens, particles, suffixes and initials", () => {
  check([
    ["mary smith-jones", "Mary Smith-Jones"],
    ["MARIA DE LA CRUZ", "Maria de la Cruz"],
    ["de la cruz", "De la Cruz"],
    ["ludwig van beethoven", "Ludwig van Beethoven"],
    ["leonardo da vinci", "Leonardo da Vinci"],
    ["van morrison", "Van Morrison"],
    ["john le", "John Le"],
    ["john le jr.", "John Le Jr."],
    ["john smith iii", "John Smith III"],
    ["henry ford ii", "Henry Ford II"],
    ["martin luther king, sr.", "Martin Luther King, Sr."],
    ["vi hart", "Vi Hart"],
    ["j.r.r. tolkien", "J.R.R. Tolkien"],
    ["mr. john q. public", "Mr. John Q. Public"],
  ]);
});

Deno.test("person title case: companies, degrees, names without vowels, capitals meant as typed", () => {
  check([
    ["acme auto llc", "Acme Auto LLC"],
    ["smith & sons inc.", "Smith & Sons Inc."],
    ["bank of the west", "Bank of the West"],
    ["the tire shop ltd", "The Tire Shop Ltd"],
    ["jane doe md", "Jane Doe MD"],
    ["dr. ann lee phd", "Dr. Ann Lee PhD"],
    ["mueller gmbh", "Mueller GmbH"],
    ["ng wei", "Ng Wei"],
    ["jj abrams", "JJ Abrams"],
    ["Danny DeVito", "Danny DeVito"],
    ["JOhn MCdonald", "John McDonald"],
    ["  josé   garcía  ", "  José   García  "],
  ]);
});
