import assert from "node:assert/strict";
import { toVehicleTitleCase } from "./vehicle_title_case.ts";

function check(cases: Array<[string, string]>) {
  for (const [text, expected] of cases) assert.equal(toVehicleTitleCase(text), expected, text);
}

Deno.test("vehicle title case: makes as their makers write them", () => {
  check([
    ["bmw", "BMW"],
    ["gmc sierra", "GMC Sierra"],
    ["vw golf gti", "VW Golf GTI"],
    ["ram 1500", "RAM 1500"],
    ["mini cooper s", "MINI Cooper S"],
    ["MERCEDES-BENZ", "Mercedes-Benz"],
    ["mclaren 720s", "McLaren 720S"],
    ["KIA SORENTO", "Kia Sorento"],
    ["alfa romeo giulia", "Alfa Romeo Giulia"],
    ["land rover range rover sport", "Land Rover Range Rover Sport"],
    ["rolls-royce ghost", "Rolls-Royce Ghost"],
  ]);
});

Deno.test("vehicle title case: model codes, trims and drivetrains", () => {
  check([
    ["ford f-150 xlt 4x4 5.0l v8", "Ford F-150 XLT 4x4 5.0L V8"],
    ["toyota rav4 le awd", "Toyota RAV4 LE AWD"],
    ["mazda cx-5 touring", "Mazda CX-5 Touring"],
    ["honda cr-v ex-l", "Honda CR-V EX-L"],
    ["toyota c-hr xle", "Toyota C-HR XLE"],
    ["nissan x-trail", "Nissan X-Trail"],
    ["jaguar f-type", "Jaguar F-Type"],
    ["mercedes c-class c300 4matic", "Mercedes C-Class C300 4MATIC"],
    ["chevrolet silverado 2500hd ltz 4wd 6.6l", "Chevrolet Silverado 2500HD LTZ 4WD 6.6L"],
    ["ford focus st 2.0t fwd", "Ford Focus ST 2.0T FWD"],
    ["subaru wrx sti", "Subaru WRX STI"],
    ["nissan 350z nismo", "Nissan 350Z NISMO"],
    ["toyota 4runner trd pro", "Toyota 4Runner TRD Pro"],
    ["mazda3 hatchback", "Mazda3 Hatchback"],
    ["tesla model s", "Tesla Model S"],
    ["dodge charger srt 392 hemi", "Dodge Charger SRT 392 HEMI"],
    ["ford f150 4dr 100k", "Ford F150 4dr 100k"],
  ]);
});

Deno.test("vehicle title case: BMW's lower-case endings, brand words, typed codes", () => {
  check([
    ["bmw 328i xdrive", "BMW 328i xDrive"],
    ["bmw 320d", "BMW 320d"],
    ["bmw 330e m sport", "BMW 330e M Sport"],
    ["bmw i3", "BMW i3"],
    ["ford i4 engine", "Ford I4 Engine"],
    ["audi e-tron quattro", "Audi e-tron Quattro"],
    ["ford explorer ecoboost", "Ford Explorer EcoBoost"],
    ["toyota bz4x", "Toyota bZ4X"],
    ["Honda Civic EXL", "Honda Civic EXL"],
    ["HONDA CIVIC EX", "Honda Civic EX"],
    ["Ford EXPLORER", "Ford Explorer"],
    ["vw e-Golf", "VW e-Golf"],
  ]);
});
