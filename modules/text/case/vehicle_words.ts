// How makes, models, trims and engine words are written. A word not listed here is spelled by the rules of
// vehicle_title_case.ts (codes in capitals, other words capitalised).
import { spellings } from "./vocabulary.ts";

/**
 * Makes as their makers write them. Only those a plain capital would get wrong or that sentence case should
 * recognise; every other make is a word that capitalises itself.
 */
export const MAKES = spellings([
  "Acura",
  "Audi",
  "BMW",
  "Buick",
  "Cadillac",
  "Chevrolet",
  "Chevy",
  "Chrysler",
  "Citroen",
  "DeLorean",
  "DS",
  "Ferrari",
  "Fiat",
  "Ford",
  "GMC",
  "Honda",
  "Hyundai",
  "Infiniti",
  "Isuzu",
  "Jaguar",
  "Jeep",
  "Kia",
  "Lamborghini",
  "Lexus",
  "Lincoln",
  "Maserati",
  "Mazda",
  "McLaren",
  "Mercedes",
  "MG",
  "MINI",
  "Mitsubishi",
  "Nissan",
  "Oldsmobile",
  "Peugeot",
  "Pontiac",
  "Porsche",
  "RAM",
  "Renault",
  "Rivian",
  "Saab",
  "Scion",
  "Subaru",
  "Suzuki",
  "Tesla",
  "Toyota",
  "Volkswagen",
  "Volvo",
  "VW",
]);

/** Makes that are also everyday words ("a ram", "mini spare"): sentence case leaves these as typed. */
export const MAKES_THAT_ARE_WORDS = new Set(["mini", "ram", "jaguar", "lincoln"]);

/**
 * Models, trims, drivetrains and engine words with a spelling of their own: trims with a vowel (EX, SE, LE;
 * vowelless ones like XLT are capitals by rule), brand words (EcoBoost, xDrive, HEMI), models with a
 * lower-case letter (4Runner, iQ) and the abbreviations of the shop floor (AWD, VIN).
 */
export const VEHICLE_WORDS = spellings([
  "4MATIC",
  "4Runner",
  "AMG",
  "AWD",
  "CLA",
  "CLK",
  "CLS",
  "CVT",
  "DOHC",
  "EcoBoost",
  "EcoDiesel",
  "ES",
  "EV",
  "EX",
  "EXL",
  "GLA",
  "GLB",
  "GLC",
  "GLE",
  "GLK",
  "GLS",
  "GS",
  "GTI",
  "GTO",
  "HEMI",
  "HEV",
  "IS",
  "LE",
  "NISMO",
  "OHV",
  "PHEV",
  "SE",
  "SEL",
  "SES",
  "SLE",
  "SLK",
  "SOHC",
  "STI",
  "SUV",
  "SXE",
  "TDI",
  "TFSI",
  "TSI",
  "UX",
  "VIN",
  "VTEC",
  "XLE",
  "XSE",
  "bZ4X",
  "iQ",
  "sDrive",
  "xDrive",
]);

/** Compounds written one way: e-tron, EX-L, Mercedes-Benz (looked up before their parts). */
export const VEHICLE_COMPOUNDS = spellings([
  "e-tron",
  "e-Golf",
  "EX-L",
  "Mercedes-Benz",
  "SE-R",
  "SKYACTIV-G",
]);

/** BMW's electric models write their i in lower case (i3, iX); elsewhere I4 or I6 is an inline engine. */
export const BMW_ELECTRIC = spellings(["i3", "i4", "i5", "i7", "i8", "iX", "iX3"]);

/** Units after a number in a vehicle's description (100k, 4dr, 6spd); other endings are codes (720S, 2.0T). */
export const VEHICLE_NUMBER_SUFFIXES: ReadonlySet<string> = new Set([
  "cc",
  "dr",
  "k",
  "km",
  "mi",
  "mpg",
  "spd",
]);
