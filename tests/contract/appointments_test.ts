// Appointment imports over real HTTP (decision 030): POST /ajax/appointments/{shopId} with one multipart file,
// an .ics with a weekly series and its exceptions or a shop system's CSV; the same file twice adds nothing;
// two files, none, an empty file, a file that is neither and a 20 MB body are refused with the reason and
// nothing written; who may (owners and managers; a mechanic 403, another shop's user 404), the CSRF token,
// and DELETE; what it says in the shop's staff language (decision 028). The page's own tests are in
// appointments_page_test.ts.
import assert from "node:assert/strict";
import { LONG_LIVED } from "../support/app.ts";
import { appFixture, type Role } from "../support/app_fixture.ts";
import type { HttpClient } from "../support/http_client.ts";
import { assertEachRoleAnswers, callAnswers } from "../support/who_may.ts";
import {
  dayFromToday,
  nestedEvents,
  shopSystemCsv,
  weeklySeries,
  zoneBomb,
} from "../support/appointment_files.ts";

const ROLES: Role[] = ["anonymous", "mechanic", "manager", "owner", "otherShopOwner"];
const ZONE = "America/Los_Angeles";

let demoId: number;

const test = (name: string, fn: () => Promise<void>) =>
  Deno.test({ name: `appointments: ${name}`, ...LONG_LIVED, fn });

const fixture = appFixture({
  roles: ROLES,
  async setup({ sql }) {
    [{ id: demoId }] = await sql<{ id: number }[]>`
      update shops set time_zone = ${ZONE} where uri_name = 'demo' returning id`;
  },
});
const { sessions } = fixture;

type Upload = { name: string; content: BlobPart; type?: string };

async function upload(
  client: HttpClient,
  files: Upload[],
  options: { shopId?: number; csrf?: boolean } = {},
): Promise<Response> {
  const form = new FormData();
  for (const file of files) {
    form.append("file", new Blob([file.content], { type: file.type ?? "" }), file.name);
  }
  return await client.request(`/ajax/appointments/${options.shopId ?? demoId}`, {
    method: "POST",
    headers: options.csrf === false ? {} : { "X-CSRF-Token": client.csrfToken },
    body: form,
  });
}

const removeAll = (client: HttpClient, shopId = demoId) =>
  client.request(`/ajax/appointments/${shopId}`, {
    method: "DELETE",
    headers: { "X-CSRF-Token": client.csrfToken },
  });

async function stored(shopId = demoId) {
  return await fixture.sql<
    { importKey: string; startsAt: Date; firstName: string; lastName: string; concern: string; vin: string }[]
  >`
    select import_key as "importKey", starts_at as "startsAt", customer_first_name as "firstName",
      customer_last_name as "lastName", concern, vehicle_vin as vin
    from appointments where shop_id = ${shopId} order by starts_at, id`;
}

async function answerOf(response: Response, status: number) {
  const body = await response.json();
  assert.equal(response.status, status, JSON.stringify(body));
  return body;
}

/** The instant of a wall-clock time in the zone. */
const at = (date: Temporal.PlainDate, hour: number) =>
  new Date(date.toPlainDateTime({ hour }).toZonedDateTime(ZONE).epochMilliseconds);

test("an .ics with a weekly series: occurrences over the coming 60 days, the EXDATE left out, the override moved", async () => {
  await removeAll(sessions.owner);
  const series = weeklySeries(ZONE);
  const answer = await answerOf(
    await upload(sessions.manager, [{ name: "bay1.ics", content: series.ics }]),
    200,
  );
  const horizon = Date.now() + 60 * 24 * 3600 * 1000;
  let expected = 0;
  for (let week = 0; at(series.first.add({ weeks: week }), 9).getTime() < horizon; week++) expected++;
  expected -= 1; // the EXDATE
  assert.equal(answer.added, expected, answer.message);
  assert.equal(answer.alreadyThere, 0);
  assert.equal(answer.format, "ics");
  const rows = await stored();
  assert.equal(rows.length, expected);
  const starts = rows.map((row) => row.startsAt.getTime());
  assert.ok(starts.includes(at(series.first, 9).getTime()), "the first occurrence, 09:00 in Los Angeles");
  assert.ok(!starts.includes(at(series.removed, 9).getTime()), "the EXDATE's occurrence is not there");
  assert.ok(!starts.includes(at(series.moved, 9).getTime()), "the overridden occurrence is not at 09:00");
  const moved = rows.find((row) => row.startsAt.getTime() === at(series.moved, 14).getTime());
  assert.equal(moved?.concern, "Fleet oil change (moved to the afternoon)");
  const first = rows[0];
  assert.deepEqual([first.firstName, first.lastName, first.vin], ["John", "Smith", "2HGFB2F59FH500001"]);
  assert.equal(first.concern, "Fleet oil change");

  const again = await answerOf(
    await upload(sessions.owner, [{ name: "bay1.ics", content: series.ics }]),
    200,
  );
  assert.equal(again.added, 0, "the same file again adds nothing");
  assert.equal(again.alreadyThere, expected);
  assert.equal((await stored()).length, expected);
});

test("a shop system's CSV: its columns mapped, a bad row reported by number, unknown columns named", async () => {
  await removeAll(sessions.owner);
  const csv = shopSystemCsv(ZONE);
  const answer = await answerOf(
    await upload(sessions.owner, [{ name: "tekmetric.csv", content: csv, type: "text/csv" }]),
    200,
  );
  assert.equal(answer.added, 3);
  assert.equal(answer.format, "csv");
  assert.deepEqual(answer.unknownColumns, ["Service Advisor"]);
  assert.deepEqual(answer.skipped, [{
    row: 5,
    reason:
      '"13/45/2026" in Appointment Date is not a date (such as 11/27/2026, 2026-11-27 or Nov 27, 2026).',
  }]);
  assert.equal(answer.message, "3 appointments added, 0 already there. 1 could not be read.");
  const rows = await stored();
  const tomorrow = dayFromToday(1, ZONE);
  const maria = rows.find((row) => row.lastName === "Gonzalez")!;
  assert.equal(maria.startsAt.getTime(), at(tomorrow, 8).getTime(), "8:00 AM in the shop's time zone");
  assert.equal(maria.importKey, "csv:id:T-2001");
  const dana = rows.find((row) => row.lastName === "Lee")!;
  assert.equal(dana.firstName, "Dana", '"Lee, Dana" is last name, first name');
  assert.equal(dana.startsAt.getTime(), new Date(at(tomorrow, 13).getTime() + 30 * 60_000).getTime());

  const again = await answerOf(
    await upload(sessions.manager, [{ name: "tekmetric.csv", content: csv }]),
    200,
  );
  assert.deepEqual([again.added, again.alreadyThere, again.updated], [0, 3, 0]);
  assert.equal((await stored()).length, 3, "no duplicates");
  // The export again after Maria's appointment moved to 10:00: the same appointment, moved.
  const moved = csv.replace("8:00 AM,9:30 AM,Maria", "10:00 AM,11:00 AM,Maria");
  const third = await answerOf(
    await upload(sessions.manager, [{ name: "tekmetric.csv", content: moved }]),
    200,
  );
  assert.deepEqual([third.added, third.alreadyThere, third.updated], [0, 3, 1]);
  const after = (await stored()).find((row) => row.lastName === "Gonzalez")!;
  assert.equal(after.startsAt.getTime(), at(tomorrow, 10).getTime());
});

test("refusals: two files, none, an empty file, a file that is neither, a 20 MB file; nothing written", async () => {
  await removeAll(sessions.owner);
  const csv = shopSystemCsv(ZONE);
  const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48]);
  const cases: Array<[string, Upload[], number, string | RegExp]> = [
    [
      "two files",
      [{ name: "a.csv", content: csv }, { name: "b.ics", content: weeklySeries(ZONE).ics }],
      400,
      '2 files were sent ("a.csv", "b.ics"); an import takes one file at a time.',
    ],
    [
      "no file",
      [],
      400,
      "No file was sent. Send one file: an iCalendar file (.ics) or a CSV export of appointments, as " +
      "multipart/form-data.",
    ],
    ["an empty file", [{ name: "empty.csv", content: "" }], 400, 'The file "empty.csv" is empty.'],
    [
      "blank lines only",
      [{ name: "blank.csv", content: "\r\n \r\n" }],
      400,
      'The file "blank.csv" is empty.',
    ],
    [
      "a picture",
      [{ name: "photo.png", content: png, type: "image/png" }],
      400,
      'The file "photo.png" is neither an iCalendar file (.ics) nor a CSV file: it is not text. Export the ' +
      "appointments as .ics or .csv (not .xlsx or .pdf).",
    ],
    [
      "text without a date column",
      [{ name: "notes.txt", content: "Remember to order brake pads\nand call Maria\n" }],
      400,
      /^The file is neither an iCalendar file \(\.ics\) nor a CSV export of appointments: its first row names no date column/,
    ],
    [
      "a broken calendar",
      [{ name: "broken.ics", content: "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART:nonsense\r\n" }],
      400,
      /^The iCalendar file could not be read: /,
    ],
    [
      "a 20 MB file",
      [{ name: "big.csv", content: csv + "x".repeat(20 * 1024 * 1024) }],
      413,
      "The request body is larger than 1 MB.",
    ],
  ];
  for (const [what, files, status, message] of cases) {
    const answer = await answerOf(await upload(sessions.owner, files), status);
    if (typeof message === "string") assert.equal(answer.message, message, what);
    else assert.match(answer.message, message, what);
  }
  // Sent as it is made, without a Content-Length: the body limit counts the bytes and stops at 1 MB.
  const boundary = "appointments-boundary";
  let sent = 0;
  const streamed = new ReadableStream<Uint8Array>({
    pull(controller) {
      const text = sent === 0
        ? `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.csv"\r\n\r\n`
        : "x".repeat(64 * 1024);
      controller.enqueue(new TextEncoder().encode(text));
      sent += text.length;
      if (sent > 20 * 1024 * 1024) controller.close();
    },
  });
  const chunked = await sessions.owner.request(`/ajax/appointments/${demoId}`, {
    method: "POST",
    headers: {
      "X-CSRF-Token": sessions.owner.csrfToken,
      "Content-Type": `multipart/form-data; boundary=${boundary}`,
    },
    body: streamed,
  });
  assert.deepEqual(await answerOf(chunked, 413), { message: "The request body is larger than 1 MB." });
  assert.ok(sent < 20 * 1024 * 1024, `the app stopped reading (${sent} bytes sent)`);
  const json = await sessions.owner.call(`/ajax/appointments/${demoId}`, "POST", { file: "x" });
  assert.equal(json.status, 400, "a JSON body is no file");
  assert.equal((await stored()).length, 0, "nothing was written");
});

test("who may: POST /ajax/appointments/{shopId}", async () => {
  await assertEachRoleAnswers(
    ROLES,
    {
      what: "POST /ajax/appointments/{shopId}",
      expected: callAnswers<Role>({ mechanic: 403, manager: 200, owner: 200 }),
    },
    (role) => upload(sessions[role], [{ name: "tekmetric.csv", content: shopSystemCsv(ZONE) }]),
    ({ role, body, label }) => {
      if (role === "otherShopOwner") assert.match(body, /There is no shop at this address/, label);
      if (role === "mechanic") assert.match(body, /owners? and managers?|permission/i, label);
    },
  );
  const refused = await upload(sessions.owner, [{ name: "a.csv", content: shopSystemCsv(ZONE) }], {
    csrf: false,
  });
  assert.equal(refused.status, 403, "without the CSRF token");
  await refused.body?.cancel();
  const missing = await upload(sessions.owner, [{ name: "a.csv", content: shopSystemCsv(ZONE) }], {
    shopId: 999999,
  });
  assert.equal(missing.status, 404);
  await missing.body?.cancel();
});

test("DELETE removes the shop's imported appointments and no other shop's", async () => {
  const other = fixture.otherShop.id;
  await answerOf(await upload(sessions.owner, [{ name: "a.csv", content: shopSystemCsv(ZONE) }]), 200);
  await answerOf(
    await upload(sessions.otherShopOwner, [{ name: "a.csv", content: shopSystemCsv(ZONE) }], {
      shopId: other,
    }),
    200,
  );
  const count = (await stored()).length;
  assert.ok(count > 0);
  await assertEachRoleAnswers(
    ROLES,
    {
      what: "DELETE /ajax/appointments/{shopId}",
      expected: callAnswers<Role>({ mechanic: 403, manager: 200, owner: 200 }),
    },
    (role) => removeAll(sessions[role]),
    ({ role, body, label }) => {
      if (role === "manager") {
        assert.deepEqual(
          JSON.parse(body),
          { deleted: count, message: `${count} appointments deleted.` },
          label,
        );
      }
      if (role === "owner") {
        assert.deepEqual(JSON.parse(body), { deleted: 0, message: "0 appointments deleted." }, label);
      }
    },
  );
  assert.equal((await stored()).length, 0);
  assert.equal((await stored(other)).length, 3, "the other shop's appointments are theirs");
  const refused = await sessions.owner.request(`/ajax/appointments/${demoId}`, { method: "DELETE" });
  assert.equal(refused.status, 403, "without the CSRF token");
  await refused.body?.cancel();
});

test("what an import says is in the shop's staff language, with the owner's wording", async () => {
  await removeAll(sessions.owner);
  await fixture.sql`update shops set staff_language = 'es-MX' where id = ${demoId}`;
  try {
    const answer = await answerOf(
      await upload(sessions.owner, [{ name: "tekmetric.csv", content: shopSystemCsv(ZONE) }]),
      200,
    );
    assert.equal(answer.message, "3 citas agregadas, 0 ya estaban. 1 no se pudo leer.");
    assert.deepEqual(answer.skipped, [{
      row: 5,
      reason:
        "«13/45/2026» en Appointment Date no es una fecha (como 11/27/2026, 2026-11-27 o Nov 27, 2026).",
    }]);
    const refusals: Array<[Upload[], string]> = [
      [
        [],
        "No se envió ningún archivo. Envíe un solo archivo: un archivo iCalendar (.ics) o una exportación CSV " +
        "de citas, como multipart/form-data.",
      ],
      [
        [{ name: "a.csv", content: "x" }, { name: "b.csv", content: "y" }],
        'Se enviaron 2 archivos ("a.csv", "b.csv"); una importación toma un archivo a la vez.',
      ],
      [[{ name: "vacío.csv", content: " \n" }], "El archivo «vacío.csv» está vacío."],
      [
        [{ name: "notas.txt", content: "Pedir balatas\n" }],
        "El archivo no es un archivo iCalendar (.ics) ni una exportación CSV de citas: su primera fila no " +
        "nombra ninguna columna de fecha (como «Appointment Date», «Date» o «Start Date»). Su primera fila: " +
        "Pedir balatas.",
      ],
    ];
    for (const [files, message] of refusals) {
      assert.deepEqual(await answerOf(await upload(sessions.owner, files), 400), { message });
    }
    const deleted = await answerOf(await removeAll(sessions.manager), 200);
    assert.deepEqual(deleted, { deleted: 3, message: "3 citas eliminadas." });

    const saved = await sessions.owner.call("/ajax/localizations/es-MX/messages?shop=demo", "PUT", {
      key: "appointmentImport.emptyFile",
      message: "«{file}» no trae nada.",
    });
    assert.equal(saved.status, 200, await saved.text());
    assert.deepEqual(
      await answerOf(await upload(sessions.owner, [{ name: "x.csv", content: "" }]), 400),
      { message: "«x.csv» no trae nada." },
    );
  } finally {
    const reset = await sessions.owner.call("/ajax/localizations/es-MX/messages/reset?shop=demo", "POST", {
      key: "appointmentImport.emptyFile",
    });
    await reset.body?.cancel();
    await fixture.sql`update shops set staff_language = 'en-US' where id = ${demoId}`;
  }
});

test("issue 32: the zone bombs and 30,000 nested events are refused naming the problem, and the server answers on", async () => {
  await removeAll(sessions.owner);
  const hostile: Array<[string, string, RegExp]> = [
    ["seconds.ics", zoneBomb("SECONDLY"), /its time zone "Bay Time" changes more than 10,000 times/],
    ["hours.ics", zoneBomb("HOURLY"), /its time zone "Bay Time" changes more than 10,000 times/],
    ["nested.ics", nestedEvents(), /its components nest more than 8 deep/],
  ];
  for (const [name, content, message] of hostile) {
    const answer = await answerOf(await upload(sessions.owner, [{ name, content }]), 400);
    assert.match(answer.message, message, name);
    // The server is free: another request is answered, and nothing was written.
    assert.equal((await sessions.manager.page("/demo/appt-list")).status, 200, name);
    assert.equal((await stored()).length, 0, name);
  }
  // A bomb whose zone has an IANA name is read by the name: its appointment at 09:00 in Chicago.
  const day = dayFromToday(2, "America/Chicago");
  const named = zoneBomb("SECONDLY", "America/Chicago", day.toString().replaceAll("-", ""));
  const answer = await answerOf(await upload(sessions.owner, [{ name: "chicago.ics", content: named }]), 200);
  assert.equal(answer.added, 1);
  assert.deepEqual(
    (await stored()).map((row) => row.startsAt.toISOString()),
    [new Date(day.toPlainDateTime({ hour: 9 }).toZonedDateTime("America/Chicago").epochMilliseconds)
      .toISOString()],
  );
  await removeAll(sessions.owner);
});
