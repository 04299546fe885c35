// Hostile files for the property tests of what the app reads from a file (issue 32: the appointments import
// and every upload) and for the fuzz run's bodies (fuzz_requests.ts): random bytes, real files truncated,
// with bytes flipped or spliced in, a picture's header claiming huge dimensions, one format's signature in
// front of another's bytes, and calendars and CSVs with hostile lines (zone bombs, nesting, runaway rules,
// dates out of range) laid into real ones.
import fc from "fast-check";
import { mediaFixture } from "./media_fixtures.ts";
import { nestedEvents, zoneBomb } from "./appointment_files.ts";

/** A real file changed the way a broken transfer or an attacker changes it. */
export function mutated(original: Uint8Array): fc.Arbitrary<Uint8Array<ArrayBuffer>> {
  const copy = () => new Uint8Array(original);
  return fc.oneof(
    fc.nat(original.length).map((end) => copy().slice(0, end)),
    fc.array(fc.tuple(fc.nat(Math.max(0, original.length - 1)), fc.integer({ min: 0, max: 255 })), {
      minLength: 1,
      maxLength: 20,
    }).map((flips) => {
      const bytes = copy();
      for (const [at, value] of flips) bytes[at] = value;
      return bytes;
    }),
    fc.tuple(fc.nat(original.length), fc.uint8Array({ minLength: 1, maxLength: 64 })).map(
      ([at, inserted]) => {
        const bytes = new Uint8Array(original.length + inserted.length);
        bytes.set(original.subarray(0, at));
        bytes.set(inserted, at);
        bytes.set(original.subarray(at), at + inserted.length);
        return bytes;
      },
    ),
  );
}

/** A PNG or JPEG whose header claims up to 2^31 pixels a side, the rest of the file as it was. */
export function hugeDimensions(png: Uint8Array, jpeg: Uint8Array): fc.Arbitrary<Uint8Array<ArrayBuffer>> {
  const side = fc.constantFrom(0, 1, 65_535, 65_536, 100_000, 0x7fff_ffff, 0xffff_ffff);
  return fc.oneof(
    fc.tuple(side, side).map(([width, height]) => {
      const bytes = new Uint8Array(png);
      const view = new DataView(bytes.buffer);
      view.setUint32(16, width); // IHDR: width, height after the signature and the chunk's length and type
      view.setUint32(20, height);
      return bytes;
    }),
    fc.tuple(side, side).map(([width, height]) => {
      const bytes = new Uint8Array(jpeg);
      // The first SOFn marker's height and width (16 bits each).
      for (let at = 2; at + 9 < bytes.length; at++) {
        if (bytes[at] === 0xff && bytes[at + 1] >= 0xc0 && bytes[at + 1] <= 0xc3) {
          bytes[at + 5] = (height >> 8) & 0xff;
          bytes[at + 6] = height & 0xff;
          bytes[at + 7] = (width >> 8) & 0xff;
          bytes[at + 8] = width & 0xff;
          break;
        }
      }
      return bytes;
    }),
  );
}

const SIGNATURES = [
  [0xff, 0xd8, 0xff, 0xe0], // JPEG
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], // PNG
  [0x25, 0x50, 0x44, 0x46, 0x2d], // %PDF-
  [0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x6d, 0x70, 0x34, 0x32], // an MP4's ftyp box
  [0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x68, 0x65, 0x69, 0x63], // a HEIC's ftyp box
  [0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50], // RIFF....WEBP
  [0x47, 0x49, 0x46, 0x38, 0x39, 0x61], // GIF89a
];

/** A format's signature in front of random bytes or another file's. */
function wrongBody(files: Uint8Array[]): fc.Arbitrary<Uint8Array<ArrayBuffer>> {
  return fc.tuple(
    fc.constantFrom(...SIGNATURES),
    fc.oneof(fc.uint8Array({ maxLength: 4000 }), fc.constantFrom(...files)),
  ).map(([signature, rest]) => {
    const bytes = new Uint8Array(signature.length + rest.length);
    bytes.set(signature);
    bytes.set(rest, signature.length);
    return bytes;
  });
}

/** Hostile files in place of a photo, a video, a logo or a document. */
export function hostileUploads(): fc.Arbitrary<Uint8Array<ArrayBuffer>> {
  const read = (name: Parameters<typeof mediaFixture>[0]) =>
    new Uint8Array(Deno.readFileSync(mediaFixture(name)));
  const files = [
    read("oriented_gps.jpg"),
    read("photo.jpg"),
    read("tiny_8x8.png"),
    read("pixel_flood.png"),
    read("iphone_photo.heic"),
    read("estimate.pdf"),
  ];
  return fc.oneof(
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 5000 }).map((bytes) => new Uint8Array(bytes)) },
    { weight: 4, arbitrary: fc.constantFrom(...files).chain(mutated) },
    { weight: 2, arbitrary: hugeDimensions(read("tiny_8x8.png"), read("photo.jpg")) },
    { weight: 2, arbitrary: wrongBody(files) },
  );
}

/** Lines that have stopped or broken calendar readers, laid into a real calendar. */
const HOSTILE_ICS_LINES = [
  "RRULE:FREQ=SECONDLY",
  "RRULE:FREQ=MINUTELY;COUNT=99999999",
  "RRULE:FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30",
  "RRULE:FREQ=DAILY;BYHOUR=0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23;BYMINUTE=0,15,30,45",
  "RRULE:FREQ=WEEKLY;INTERVAL=0",
  "RRULE:FREQ=MONTHLY;BYSETPOS=-366;BYDAY=MO",
  "RRULE:FREQ=YEARLY;UNTIL=99991231T000000Z;BYWEEKNO=53",
  "DTSTART:00000101T000000",
  "DTSTART:99991231T235959Z",
  "DTSTART;TZID=Nowhere/Nothing:20261210T090000",
  "DTSTART;VALUE=DATE:20261340",
  "DTEND:16010101T000000Z",
  "EXDATE:20261210T090000Z,20261211T090000Z,garbage",
  "RECURRENCE-ID:not a time",
  "DURATION:P99999999W",
  "TZOFFSETTO:+9999",
  "BEGIN:VEVENT",
  "END:VCALENDAR",
  "BEGIN:VTIMEZONE",
  "UID:",
  "SUMMARY:" + "x".repeat(10_000),
  " folded continuation",
  "X-WR-TIMEZONE:Not/AZone",
  "\u0000",
];

/** A real calendar with hostile lines laid in, or its bytes mutated. */
export function hostileCalendars(calendars: string[]): fc.Arbitrary<string> {
  const lines = fc.constantFrom(...calendars, zoneBomb("HOURLY"), zoneBomb("SECONDLY", "America/Chicago"))
    .chain((calendar) => {
      const real = calendar.split("\r\n");
      return fc.array(fc.tuple(fc.nat(real.length), fc.constantFrom(...HOSTILE_ICS_LINES)), { maxLength: 6 })
        .map((insertions) => {
          const result = [...real];
          for (const [at, line] of insertions) result.splice(Math.min(at, result.length), 0, line);
          return result.join("\r\n");
        });
    });
  const bytes = fc.constantFrom(...calendars).chain((calendar) => mutated(new TextEncoder().encode(calendar)))
    .map((mutation) => new TextDecoder().decode(mutation));
  return fc.oneof(
    { weight: 4, arbitrary: lines },
    { weight: 2, arbitrary: bytes },
    { weight: 1, arbitrary: fc.constantFrom(nestedEvents(), nestedEvents(9), zoneBomb("SECONDLY")) },
    { weight: 1, arbitrary: fc.string({ maxLength: 2000 }).map((text) => `BEGIN:VCALENDAR\r\n${text}`) },
  );
}

/** A CSV export with cells and rows made hostile, or its bytes mutated. */
export function hostileCsvs(csvs: string[]): fc.Arbitrary<string> {
  const cell = fc.oneof(
    fc.string({ maxLength: 40 }),
    fc.constantFrom(
      "13/45/2026",
      "00/00/0000",
      "2/30/2026",
      "99999-12-31",
      "-271821-04-19",
      "25:61",
      "12:00 XM",
      '"',
      '"unclosed',
      "=cmd|' /C calc'!A0",
      "\u0000",
      "\ud800",
      "x".repeat(5000),
    ),
  );
  const rows = fc.constantFrom(...csvs).chain((csv) => {
    const lines = csv.split("\r\n");
    return fc.array(fc.tuple(fc.nat(lines.length), fc.array(cell, { maxLength: 14 })), { maxLength: 6 })
      .map((insertions) => {
        const result = [...lines];
        for (const [at, cells] of insertions) result.splice(Math.min(at, result.length), 0, cells.join(","));
        return result.join("\r\n");
      });
  });
  const bytes = fc.constantFrom(...csvs).chain((csv) => mutated(new TextEncoder().encode(csv)))
    .map((mutation) => new TextDecoder().decode(mutation));
  return fc.oneof({ weight: 3, arbitrary: rows }, { weight: 2, arbitrary: bytes });
}
