// The inspections load driver: a process of its own in which N signed-in HTTP sessions, each on its own
// inspection, save items for a fixed time — one at a time (POST .../items/{taskId}) or ten at once
// (POST .../items) — keeping each item's version from the answers, as a checklist page does. Reports
// latency percentiles (ms) and throughput as one JSON line.
// Usage: deno run -A bench/inspection_load.ts <plan.json> <single|bulk> <seconds>
import type { InspectionItemsResponse } from "../modules/inspections/mod.ts";

export interface LoadClient {
  cookie: string;
  csrfToken: string;
  encId: string;
  taskIds: number[];
}

export interface LoadPlan {
  url: string;
  clients: LoadClient[];
}

const BULK_SIZE = 10;
const [planPath, kind, secondsArg] = Deno.args;
const plan: LoadPlan = JSON.parse(await Deno.readTextFile(planPath));
const deadline = performance.now() + Number(secondsArg) * 1000;
const latencies: number[] = [];
let errors = 0;
let firstError = "";

async function client(session: LoadClient, index: number): Promise<void> {
  const versions = new Map<number, number>();
  let turn = index * 7;
  const headers = {
    Cookie: session.cookie,
    "X-CSRF-Token": session.csrfToken,
    "Content-Type": "application/json",
    Origin: plan.url,
  };
  // The versions the page would have read.
  const start = await fetch(`${plan.url}/ajax/inspections/${session.encId}/items`, { headers });
  for (const item of (await start.json()).allItems) versions.set(item.taskId, item.itemVersion);
  while (performance.now() < deadline) {
    turn++;
    const count = kind === "bulk" ? BULK_SIZE : 1;
    const taskIds = Array.from(
      { length: count },
      (_, n) => session.taskIds[(turn * count + n) % session.taskIds.length],
    );
    const items = taskIds.map((taskId) => ({
      taskId,
      itemVersion: versions.get(taskId) ?? 1,
      notes: `Checked on turn ${turn}`,
    }));
    const url = kind === "bulk"
      ? `${plan.url}/ajax/inspections/${session.encId}/items`
      : `${plan.url}/ajax/inspections/${session.encId}/items/${taskIds[0]}`;
    const body = kind === "bulk" ? { items } : { itemVersion: items[0].itemVersion, notes: items[0].notes };
    const started = performance.now();
    try {
      const response = await fetch(url, { method: "POST", headers, body: JSON.stringify(body) });
      const answer = await response.json() as InspectionItemsResponse;
      latencies.push(performance.now() - started);
      if (response.status !== 200) {
        errors++;
        firstError ||= `${response.status} ${JSON.stringify(answer).slice(0, 200)}`;
      }
      for (const [taskId, status] of Object.entries(answer.postedItemsStatus ?? {})) {
        if (status.itemVersion !== null) versions.set(Number(taskId), status.itemVersion);
      }
    } catch (error) {
      latencies.push(performance.now() - started);
      errors++;
      firstError ||= String(error);
    }
  }
}

const started = performance.now();
await Promise.all(plan.clients.map(client));
const seconds = (performance.now() - started) / 1000;
latencies.sort((a, b) => a - b);
const percentile = (p: number) =>
  Math.round(latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] * 10) / 10;
if (firstError) console.error(`inspection load (${kind}): first error: ${firstError}`);
console.log(JSON.stringify({
  requests: latencies.length,
  errors,
  requestsPerSecond: Math.round(latencies.length / seconds),
  itemsPerSecond: Math.round((latencies.length * (kind === "bulk" ? BULK_SIZE : 1)) / seconds),
  p50: percentile(0.5),
  p99: percentile(0.99),
}));
