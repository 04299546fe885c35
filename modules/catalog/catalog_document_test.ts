// A catalogue document names an inspection type's subject type and customer mode by name, code or number
// (seed 000 section 5); location is a vehicle; anything else is refused with the allowed values.
import assert from "node:assert/strict";
import { InputError } from "@platform/errors.ts";
import { CATALOG_FORMAT, readCatalogDocument } from "./catalog_document.ts";

const documentWith = (subjectType: unknown, customerMode: unknown) => ({
  format: CATALOG_FORMAT,
  key: "subjects",
  name: "Subjects",
  categories: [{ name: "Brakes", tasks: [{ name: "Pads" }] }],
  inspectionTypes: [{ name: "Check", subjectType, customerMode, tasks: ["Pads"] }],
});

Deno.test("subject types and customer modes are read as names, codes or numbers", () => {
  const cases: Array<[unknown, unknown, string, string]> = [
    ["vehicle", "required", "vehicle", "required"],
    ["Location", "O", "vehicle", "optional"],
    [2, 0, "vehicle", "none"],
    ["A", "1", "appliance", "required"],
    [0, "n", "general", "none"],
    [undefined, undefined, "vehicle", "required"],
  ];
  for (const [subjectType, customerMode, storedType, storedMode] of cases) {
    const [type] = readCatalogDocument(documentWith(subjectType, customerMode)).inspectionTypes;
    assert.deepEqual([type.subjectType, type.customerMode], [storedType, storedMode], String(subjectType));
  }
});

Deno.test("a subject type that names none is refused with the allowed ones", () => {
  assert.throws(() => readCatalogDocument(documentWith("boat", "required")), (error: Error) => {
    assert.ok(error instanceof InputError);
    assert.match(error.message, /subjectType/);
    assert.match(error.message, /general/);
    return true;
  });
});
