// Inspections with known numbers for the staff reports' known-answer tests (decision 034), written straight
// into the tables in March 2025 (a month the demo's own work never touches), in the shop's time zone:
//   A  adviser = the manager, mechanic = the mechanic, Mar 3: done, sent 12:00, opened 14:00, approved 16:00
//      ($300); pads fail $200 1.5 h sold, tread warn $100, wipers pass; 3 photos and a video; 30/10/5 minutes.
//   B  the same people, Mar 10: done, not sent; pads fail $150; 1 photo; 15 minutes on the checklist.
//      Its customer asked not to be contacted.
//   C  nobody assigned, Mar 20: sent 09:00, opened the next day 09:00, declined ($80); tread warn $80.
//      Its customer's first name is a spreadsheet formula.
//   D  Apr 2: outside the window, counts nowhere.
import type { Sql } from "@platform/db.ts";

export const WINDOW = "from=2025-03-01&to=2025-03-31";

export interface NumbersFixture {
  inspections: { a: string; b: string; c: string };
  tasks: { pads: number; tread: number; wipers: number };
}

export async function reportNumbersFixture(
  sql: Sql,
  shopId: number,
  people: { manager: number; mechanic: number },
  timeZone: string,
): Promise<NumbersFixture> {
  const [type] = await sql<{ id: number }[]>`
    insert into inspection_types (shop_id, name, subject_type, customer_mode)
    values (${shopId}, 'Courtesy check (reports)', 'vehicle', 'optional') returning id`;
  const [category] = await sql<{ id: number }[]>`
    insert into categories (shop_id, name, sort_order) values (${shopId}, 'Report checks', 90) returning id`;
  const [pads, tread, wipers] = await sql<{ id: number }[]>`
    insert into tasks (shop_id, category_id, name, sort_order, task_type)
    values (${shopId}, ${category.id}, 'Report pads', 1, 'pwf'), (${shopId}, ${category.id}, 'Report tread', 2, 'pwf'),
      (${shopId}, ${category.id}, 'Report wipers', 3, 'pwf')
    returning id`;
  const customer = async (first: string, last: string, contact = "undefined") =>
    (await sql<{ id: number }[]>`
      insert into customers (shop_id, first_name, last_name, email, phone_mobile, contact_pref)
      values (${shopId}, ${first}, ${last}, ${`${last.toLowerCase()}@numbers.example`}, '+14155550100', ${contact})
      returning id`)[0].id;
  const maria = await customer("Maria", "Numbers");
  const dora = await customer("Dora", "Quiet", "donotcontact");
  const formula = await customer('=HYPERLINK("http://evil.example")', "Formula");
  const at = (local: string) => sql`(${local}::timestamp at time zone ${timeZone})`;

  const inspection = async (values: {
    ro: string;
    customerId: number;
    manager: number | null;
    mechanic: number | null;
    created: string;
    done?: string;
    sent?: string;
    viewed?: string;
    answered?: string;
    answer?: string;
    approved?: number;
    declined?: number;
    seconds?: [number, number, number];
  }) => {
    const [row] = await sql<{ id: number; encId: string }[]>`
      insert into inspections (shop_id, enc_id, status, inspection_type_id, type_name, customer_id, ro_number,
        manager_user_id, mechanic_user_id, created_at, checklist_done_at, report_sent_at, first_viewed_at,
        answered_at, customer_answer, approved_amount, declined_amount, checklist_seconds, audit_seconds,
        report_seconds)
      values (${shopId}, ${`numbers-${values.ro}-${shopId}`}, ${
      values.sent ? "reportSent" : "inProgress"
    }, ${type.id},
        'Courtesy check', ${values.customerId}, ${values.ro}, ${values.manager}, ${values.mechanic},
        ${at(values.created)}, ${values.done ? at(values.done) : null}, ${
      values.sent ? at(values.sent) : null
    },
        ${values.viewed ? at(values.viewed) : null}, ${values.answered ? at(values.answered) : null},
        ${values.answer ?? null}, ${values.approved ?? 0}, ${values.declined ?? 0}, ${
      values.seconds?.[0] ?? 0
    },
        ${values.seconds?.[1] ?? 0}, ${values.seconds?.[2] ?? 0})
      returning id, enc_id as "encId"`;
    return row;
  };
  const item = (
    inspectionId: number,
    taskId: number,
    result: string,
    price: number | null,
    time: number | null,
    sold = false,
  ) =>
    sql`insert into inspection_items (shop_id, inspection_id, task_id, task_name, category_name, result, price, time, sold,
          finding_text)
        values (${shopId}, ${inspectionId}, ${taskId},
          ${taskId === pads.id ? "Report pads" : taskId === tread.id ? "Report tread" : "Report wipers"},
          'Report checks', ${result}, ${price}, ${time}, ${sold}, ${
      result === "fail" ? "Worn to 2 mm" : ""
    })`;
  const media = (inspectionId: number, kind: string, by: number, created: string) =>
    sql`insert into assets (shop_id, subclass, owner_id, kind, final_kind, status, purpose, folder, created_by_user_id,
          created_at)
        values (${shopId}, 'InspectionAsset', ${inspectionId}, ${kind}, ${kind}, 'visible', 'media', 'numbers', ${by},
          ${at(created)})`;

  const a = await inspection({
    ro: "RO-A",
    customerId: maria,
    manager: people.manager,
    mechanic: people.mechanic,
    created: "2025-03-03 10:00",
    done: "2025-03-03 11:00",
    sent: "2025-03-03 12:00",
    viewed: "2025-03-03 14:00",
    answered: "2025-03-03 16:00",
    answer: "approved",
    approved: 300,
    seconds: [1800, 600, 300],
  });
  await item(a.id, pads.id, "fail", 200, 1.5, true);
  await item(a.id, tread.id, "warn", 100, null);
  await item(a.id, wipers.id, "pass", null, null);
  for (const kind of ["photo", "photo", "photo", "video"]) {
    await media(a.id, kind, people.mechanic, "2025-03-03 10:30");
  }

  const b = await inspection({
    ro: "RO-B",
    customerId: dora,
    manager: people.manager,
    mechanic: people.mechanic,
    created: "2025-03-10 09:00",
    done: "2025-03-10 09:30",
    seconds: [900, 0, 0],
  });
  await item(b.id, pads.id, "fail", 150, null);
  await media(b.id, "photo", people.mechanic, "2025-03-10 09:10");

  const c = await inspection({
    ro: "RO-C",
    customerId: formula,
    manager: null,
    mechanic: null,
    created: "2025-03-20 08:00",
    sent: "2025-03-20 09:00",
    viewed: "2025-03-21 09:00",
    answered: "2025-03-21 10:00",
    answer: "declined",
    declined: 80,
  });
  await item(c.id, tread.id, "warn", 80, null);

  const d = await inspection({
    ro: "RO-D",
    customerId: maria,
    manager: people.manager,
    mechanic: people.mechanic,
    created: "2025-04-02 10:00",
    sent: "2025-04-02 11:00",
  });
  await item(d.id, pads.id, "fail", 999, null);
  await media(d.id, "photo", people.mechanic, "2025-04-02 10:10");

  return {
    inspections: { a: a.encId, b: b.encId, c: c.encId },
    tasks: { pads: pads.id, tread: tread.id, wipers: wipers.id },
  };
}
