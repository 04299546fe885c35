// Nothing a mechanic recorded is lost or reverted, over random schedules (issue 32): the checklist's rows
// (ChecklistStore), the device's outbox (with the items sender) and the server's field-by-field rule
// (decideItemSave) run as they are, on a fake device (entries and kept answers in memory, a clock) and a fake
// network: online saves, going offline, taps offline, the tab closed and opened again from the copy kept at
// the last page load, another person's saves on the same rows, reconnects, lost requests, lost answers,
// requests that arrive twice and 5xx answers. After each schedule the network is good again and the outbox
// is drained; then:
// - no revert: every field the mechanic's device changed held a value the mechanic had seen there, at or
//   before the tap that set the new value (never another person's newer value, never the mechanic's own
//   later one);
// - nothing lost: the mechanic's last value of each field is stored, or was stored and someone else changed
//   it after, or the row shows a conflict the mechanic can act on (kept on the device, not sent);
// - once: no value the mechanic set is written twice; no change is left waiting;
// - the checklist opened again agrees with the server on every row without a conflict.
// Notes and a value are given values unique to their tap, so every stored value names who set it; the result
// takes the values a mechanic really taps (pass, warn, fail, and not checked again).
import assert from "node:assert/strict";
import fc from "fast-check";
import type { OutlineTask } from "@modules/catalog/mod.ts";
import { EMPTY_ITEM_VALUES } from "@modules/catalog/ui.ts";
import { Outbox, type OutboxDevice } from "@ui/outbox/outbox.ts";
import { newRecord, type OutboxStore } from "@ui/outbox/outbox_db.ts";
import type { KeptCopies, KeptCopy } from "@ui/outbox/kept_copies.ts";
import type { OutboxEntry } from "@ui/outbox/outbox_rules.ts";
import { ChecklistStore } from "./checklist_store.ts";
import { decideItemSave } from "./item_decision.ts";
import { ITEMS_KIND, itemsSender } from "./items_outbox.ts";
import type { InspectionItem, InspectionItemsResponse, ItemValues, PostedItem } from "../types.ts";

const ENC = "enc-inspection-1";
const MECHANIC = 7;
const TASKS = [11, 12, 13];
type Field = "result" | "notes" | "value1";
const FIELDS: Field[] = ["result", "notes", "value1"];
const RESULTS = ["pass", "warn", "fail", "none"] as const;

const task = (id: number): OutlineTask =>
  ({
    id,
    name: `Task ${id}`,
    isActive: true,
    taskType: "pwf",
    conclusionMode: "wf-optional",
    mediaMode: "optional",
    notesMode: "optional",
    valueMode: "optional",
    values: [{ label: "Reading", inputType: "text", unit: "", ranges: [] }],
    notifyMode: "relevant",
    priceMin: null,
    priceMax: null,
    instructions: "",
    defaultPriorityId: null,
    defaultPriority: null,
    yellowFindingId: null,
    redFindingId: null,
    findings: [],
  }) as unknown as OutlineTask;
const CATEGORIES = [{ id: 1, tasks: TASKS.map(task) }];

/** Who set a stored value, and when (the server's write log). */
interface Write {
  by: "mechanic" | "other";
  taskId: number;
  field: Field;
  from: unknown;
  to: unknown;
  at: number;
}

/** The server: the inspection's items, the field-by-field rule, and a log of every field it changed. */
class Server {
  items = new Map<number, InspectionItem>(TASKS.map((taskId) => [taskId, {
    ...EMPTY_ITEM_VALUES,
    taskId,
    itemVersion: 1,
    taskName: `Task ${taskId}`,
    findingText: "",
    itemAssets: [],
    updatedAt: "",
    updatedByUserId: null,
  }]));
  log: Write[] = [];

  allItems(): InspectionItem[] {
    return [...this.items.values()].map((item) => structuredClone(item));
  }

  save(posted: PostedItem[], by: Write["by"]): InspectionItemsResponse {
    const statuses: InspectionItemsResponse["postedItemsStatus"] = {};
    for (const post of posted) {
      const item = this.items.get(post.taskId)!;
      const decision = decideItemSave(item, post);
      if (decision.outcome === "unchanged") {
        statuses[post.taskId] = { status: "unchanged", itemVersion: item.itemVersion };
      } else if (decision.outcome === "conflict") {
        statuses[post.taskId] = { status: "conflict", itemVersion: item.itemVersion, message: "conflict" };
      } else {
        for (const field of decision.changed) {
          const at = this.log.length;
          this.log.push({
            by,
            taskId: post.taskId,
            field: field as Field,
            from: item[field],
            to: decision.values[field],
            at,
          });
        }
        const saved = { ...item, ...decision.values, itemVersion: item.itemVersion + 1 };
        this.items.set(post.taskId, saved);
        statuses[post.taskId] = { status: "saved", itemVersion: saved.itemVersion };
      }
    }
    const conflicts = Object.values(statuses).some((status) => status.status === "conflict");
    return { httpStatus: conflicts ? 409 : 200, postedItemsStatus: statuses, allItems: this.allItems() };
  }

  /** Another person, on a page showing what is stored now, changes one field. */
  other(taskId: number, field: Field, value: unknown): void {
    const item = this.items.get(taskId)!;
    this.save(
      [{ taskId, itemVersion: item.itemVersion, [field]: value, was: { [field]: item[field] } }],
      "other",
    );
  }
}

type Fate = "ok" | "lostRequest" | "lostAnswer" | "twice" | "error";

/** The network between the phone and the server: up or down, and what becomes of each request. */
class Network {
  up = true;
  fates: Fate[] = [];

  constructor(readonly server: Server) {}

  fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    await Promise.resolve();
    if (!this.up) throw new TypeError("Failed to fetch");
    const fate = this.fates.shift() ?? "ok";
    if (fate === "lostRequest") throw new TypeError("Failed to fetch");
    if (fate === "error") return Response.json({ message: "Service unavailable" }, { status: 503 });
    const url = String(input);
    assert.ok(url.endsWith(`/ajax/inspections/${ENC}/items`), url);
    let answer: unknown;
    let status = 200;
    if ((init?.method ?? "GET") === "GET") answer = { allItems: this.server.allItems() };
    else {
      const posted = (JSON.parse(String(init!.body)) as { items: PostedItem[] }).items;
      const saved = this.server.save(structuredClone(posted), "mechanic");
      if (fate === "twice") this.server.save(structuredClone(posted), "mechanic");
      answer = saved;
      status = saved.httpStatus;
    }
    if (fate === "lostAnswer") throw new TypeError("Failed to fetch");
    return Response.json(answer, { status });
  };
}

/** The phone's storage: outbox entries and kept answers outlive a closed tab. */
function phoneStorage(): { store: OutboxStore; kept: KeptCopies } {
  let entries: OutboxEntry[] = [];
  let nextId = 1;
  const copies = new Map<string, KeptCopy>();
  return {
    store: {
      read: () => Promise.resolve(structuredClone(entries)),
      add: (entry, userId, now) => {
        const stored = { ...newRecord(entry, userId, now), id: nextId++ } as OutboxEntry;
        entries.push(structuredClone(stored));
        return Promise.resolve(stored);
      },
      update: (changes) => {
        entries = entries.map((entry) => {
          const change = changes.find((one) => one.id === entry.id);
          return change ? structuredClone({ ...entry, ...change.change, id: entry.id }) : entry;
        });
        return Promise.resolve();
      },
      remove: (ids) => {
        entries = entries.filter((entry) => !ids.includes(entry.id));
        return Promise.resolve();
      },
    },
    kept: {
      read: (userId, scope) => Promise.resolve(structuredClone(copies.get(`${userId} ${scope}`) ?? null)),
      write: (userId, scope, copy) => {
        copies.set(`${userId} ${scope}`, structuredClone(copy));
        return Promise.resolve();
      },
      keepOnly: () => Promise.resolve(),
    },
  };
}

type Step =
  | { kind: "tap"; taskIndex: number; field: Field; result: (typeof RESULTS)[number] }
  | { kind: "send" }
  | { kind: "offline" }
  | { kind: "online" }
  | { kind: "reopen" }
  | { kind: "other"; taskIndex: number; field: Field; result: (typeof RESULTS)[number] }
  | { kind: "fates"; fates: Fate[] }
  | { kind: "wait" };

const stepArbitrary: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant("tap" as const),
      taskIndex: fc.nat(TASKS.length - 1),
      field: fc.constantFrom(...FIELDS),
      result: fc.constantFrom(...RESULTS),
    }),
  },
  { weight: 3, arbitrary: fc.constant({ kind: "send" as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: "offline" as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: "online" as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: "reopen" as const }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant("other" as const),
      taskIndex: fc.nat(TASKS.length - 1),
      field: fc.constantFrom(...FIELDS),
      result: fc.constantFrom(...RESULTS),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant("fates" as const),
      fates: fc.array(fc.constantFrom<Fate>("ok", "lostRequest", "lostAnswer", "twice", "error"), {
        maxLength: 4,
      }),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: "wait" as const }) },
);

/** A tap as the mechanic made it: what the row showed in the field, and what they set. */
interface Tap {
  taskId: number;
  field: Field;
  shown: unknown;
  value: unknown;
  /** The server's log length when the tap was made: writes before it could have been seen. */
  at: number;
}

/** One phone, one person, one inspection: the schedule run, then everything checked. */
async function runSchedule(steps: Step[]): Promise<void> {
  const server = new Server();
  const network = new Network(server);
  const storage = phoneStorage();
  let clock = 1_000_000;
  const device: OutboxDevice = {
    ...storage,
    online: () => network.up,
    now: () => clock,
    // The schedule says when the outbox sends: nothing runs behind its back.
    later: () => () => {},
  };
  /** The page as the phone last loaded it from the network: what a tab opened offline shows. */
  let keptPage = server.allItems();
  const taps: Tap[] = [];
  let unique = 0;

  // Everything on the fake device answers in promises: letting them run is enough.
  const settle = async () => {
    for (let round = 0; round < 30; round++) await Promise.resolve();
  };
  const open = async () => {
    if (network.up) keptPage = server.allItems();
    const outbox = new Outbox(device);
    outbox.register(ITEMS_KIND, itemsSender);
    const store = new ChecklistStore(ENC, structuredClone(keptPage), CATEGORIES, outbox);
    store.start();
    await outbox.follow(MECHANIC);
    await settle();
    return { outbox, store };
  };

  const realFetch = globalThis.fetch;
  globalThis.fetch = network.fetch;
  try {
    let page = await open();
    for (const step of steps) {
      if (step.kind === "tap") {
        const taskId = TASKS[step.taskIndex];
        const row = page.store.row(taskId)!;
        const value = step.field === "result" ? step.result : `${step.field}-${++unique}`;
        if (row.values[step.field] === value) continue;
        taps.push({ taskId, field: step.field, shown: row.values[step.field], value, at: server.log.length });
        page.store.edit(taskId, { [step.field]: value });
        await settle();
      } else if (step.kind === "send") {
        await page.outbox.sendNow();
        await settle();
      } else if (step.kind === "offline") network.up = false;
      else if (step.kind === "online") network.up = true;
      else if (step.kind === "reopen") page = await open();
      else if (step.kind === "other") {
        const value = step.field === "result" ? step.result : `other-${++unique}`;
        server.other(TASKS[step.taskIndex], step.field, value);
      } else if (step.kind === "fates") network.fates.push(...step.fates);
      else clock += 60_000;
    }

    // The network is good again; the outbox sends until nothing waits.
    network.up = true;
    network.fates = [];
    for (let round = 0; round < 20; round++) {
      clock += 60_000;
      await page.outbox.sendNow();
      await settle();
      if (!page.outbox.snapshot().entries.some((entry) => entry.state === "waiting")) break;
    }
    // The mechanic opens the checklist again: it shows what is stored (and any conflict kept on the phone).
    page = await open();
    const entries = page.outbox.snapshot().entries;
    assert.deepEqual(entries.filter((entry) => entry.state === "waiting"), [], "no change is left waiting");
    const refused = new Set(entries.map((entry) => (entry.payload as { taskId: number }).taskId));

    for (const write of server.log.filter((one) => one.by === "mechanic")) {
      // The tap that set this value: the last one (a result may be set more than once).
      const setBy = taps.filter((tap) =>
        tap.taskId === write.taskId && tap.field === write.field && tap.value === write.to &&
        tap.at <= write.at
      );
      assert.ok(setBy.length > 0, `a value the mechanic set: ${JSON.stringify(write)}`);
      const last = taps.indexOf(setBy[setBy.length - 1]);
      const seen = taps.slice(0, last + 1).some((tap) =>
        tap.taskId === write.taskId && tap.field === write.field && tap.shown === write.from
      );
      assert.ok(
        seen,
        `no revert: the mechanic had seen ${JSON.stringify(write.from)} there: ${JSON.stringify(write)}`,
      );
    }
    for (const field of ["notes", "value1"] as const) {
      const values = server.log.filter((write) => write.by === "mechanic" && write.field === field).map((w) =>
        w.to
      );
      assert.equal(new Set(values).size, values.length, `each ${field} the mechanic set is written once`);
    }
    for (const taskId of TASKS) {
      const stored = server.items.get(taskId)!;
      for (const field of FIELDS) {
        const mine = taps.filter((tap) => tap.taskId === taskId && tap.field === field);
        if (mine.length === 0) continue;
        const last = mine[mine.length - 1];
        if (stored[field] === last.value || refused.has(taskId)) continue;
        // Else the field held the mechanic's last value at some time from that tap on (their save, or the
        // same value already there) and someone changed it after.
        const writes = server.log.filter((write) => write.taskId === taskId && write.field === field);
        const heldFrom = writes.findIndex((write) => write.at >= last.at);
        const held = [
          heldFrom <= 0 ? (writes[0]?.from ?? EMPTY_ITEM_VALUES[field]) : writes[heldFrom - 1].to,
          ...writes.slice(Math.max(0, heldFrom)).map((write) => write.to),
        ].includes(last.value);
        assert.ok(
          heldFrom >= 0 && held,
          `nothing lost: task ${taskId} ${field} is ${
            JSON.stringify(stored[field])
          }, the mechanic's last was ${JSON.stringify(last.value)}`,
        );
      }
      if (!refused.has(taskId)) {
        const shown = page.store.row(taskId)!.values as ItemValues;
        for (const field of FIELDS) {
          assert.equal(shown[field], stored[field], `the page shows task ${taskId}'s ${field} as stored`);
        }
      }
    }
  } finally {
    globalThis.fetch = realFetch;
  }
}

Deno.test("offline replay: 0 results lost or reverted over 1,000 random schedules", async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(stepArbitrary, { minLength: 1, maxLength: 40 }), runSchedule),
    { numRuns: 1000 },
  );
});

Deno.test("offline replay: the outside review's run (saved online, then offline taps, a closed tab, reconnect)", async () => {
  const tap = (taskIndex: number, field: Field, result: (typeof RESULTS)[number] = "pass") =>
    ({ kind: "tap", taskIndex, field, result }) as Step;
  await runSchedule([
    tap(0, "result"),
    tap(1, "result"),
    { kind: "fates", fates: ["lostAnswer"] },
    tap(2, "result"),
    { kind: "send" },
    { kind: "offline" },
    tap(2, "notes"),
    tap(1, "value1"),
    { kind: "reopen" },
    tap(0, "result", "fail"),
    { kind: "online" },
    { kind: "send" },
  ]);
});
