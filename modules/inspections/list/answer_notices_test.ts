// Who is told of a customer's answer on the work queue (decision 032): by their own notify mode, only the
// last day's answers, only their shop's, newest first.
import assert from "node:assert/strict";
import { Keys } from "@platform/keys.ts";
import { dbTest } from "../../../tests/support/databases.ts";
import { inspectionShop, newInspection } from "../../../tests/support/inspection_shop.ts";
import { selectAnswerNotices } from "./answer_notices.server.ts";

const keys = new Keys("answer notices test secret key, long enough!");

dbTest("answer notices: by notify mode, the last day, the viewer's shop", async ({ sql }) => {
  const shop = await inspectionShop(sql);
  const mine = await newInspection(sql, keys, shop, { roNumber: "RO-MINE" });
  const others = await newInspection(sql, keys, shop, { roNumber: "RO-OTHER", managerUserId: shop.owner.id });
  const old = await newInspection(sql, keys, shop, { roNumber: "RO-OLD" });
  // Written by the owner for the owner: the manager has no part in it.
  await sql`update inspections set created_by_user_id = ${shop.owner.id}, mechanic_user_id = null
    where enc_id = ${others.encId}`;
  const answer = (encId: string, state: string, hoursAgo: number, approved: number) =>
    sql`update inspections set customer_answer = ${state}, approved_amount = ${approved},
        answered_at = now() - ${hoursAgo} * interval '1 hour' where enc_id = ${encId}`;
  await answer(mine.encId, "approved", 1, 327.5);
  await answer(others.encId, "declined", 0.5, 0);
  await answer(old.encId, "approved", 30, 99);
  const ros = async (userId: number) =>
    (await selectAnswerNotices(sql, shop.shop.id, userId)).map((notice) => notice.roNumber);

  // The manager is the adviser of RO-MINE (and RO-OLD, answered too long ago); relevant is the default.
  assert.deepEqual(await ros(shop.manager.id), ["RO-MINE"]);
  const [first] = await selectAnswerNotices(sql, shop.shop.id, shop.manager.id);
  assert.equal(first.answer, "approved");
  assert.equal(first.approvedAmount, 327.5);
  assert.equal(first.customerName, "Jane Driver");
  assert.equal(first.vehicleName, "2019 Honda Civic");

  await sql`update users set notify_mode = 'always' where id = ${shop.manager.id}`;
  assert.deepEqual(
    await ros(shop.manager.id),
    ["RO-OTHER", "RO-MINE"],
    "every answer of the shop, newest first",
  );
  await sql`update users set notify_mode = 'disabled' where id = ${shop.manager.id}`;
  assert.deepEqual(await ros(shop.manager.id), []);
  assert.deepEqual(
    await selectAnswerNotices(sql, shop.other.id, shop.owner.id),
    [],
    "another shop's: nothing",
  );
});
