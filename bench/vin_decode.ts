// VIN decode, offline (issue 20 item 5: p95 at most 60 ms). Two measures over the real VINs of
// tests/fixtures/vins/: decodeVin itself in this process, each VIN decoded once (no answer cached), after the
// first decode that opens the vPIC data (and builds its indexes when the cache is new); and the find-as-you-type
// call GET /ajax/vehicles/vin-lookup?isPartial=1 through the running app, one request at a time, signed in as
// the demo owner (shop history and decode together).
import { fileURLToPath } from "node:url";
import { decodeVin, DEMO_LOGINS } from "@modules/shops/mod.ts";
import { HttpClient } from "../tests/support/http_client.ts";
import { machineDetails } from "./machine.ts";
import { writeResultsSection } from "./results_section.ts";

export const VIN_DECODE_HEADING = "## VIN decode (offline, vPIC)";
const FIXTURES = fileURLToPath(new URL("../tests/fixtures/vins/", import.meta.url));
const BUDGET_P95_MS = 60;

export interface VinDecodeBench {
  vins: number;
  firstMs: number;
  decode: { p50: number; p95: number; max: number };
  call: { p50: number; p95: number; max: number };
  /** The machine's 1-minute load average when the decodes ran: other work shares these cores. */
  load: number;
}

function realVins(): string[] {
  return ["us_cars_auction_2020.csv", "python_libvin_tests.csv"].flatMap((file) =>
    Deno.readTextFileSync(`${FIXTURES}${file}`).trim().split("\n").slice(1).map((line) => line.split(",")[0])
  );
}

function percentiles(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (share: number) =>
    Number(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))].toFixed(1));
  return { p50: at(0.5), p95: at(0.95), max: Number(sorted[sorted.length - 1].toFixed(1)) };
}

export async function benchVinDecode(url: string): Promise<VinDecodeBench> {
  const vins = realVins();
  let started = performance.now();
  await decodeVin("1HGCM82633A004352");
  const firstMs = Math.round(performance.now() - started);
  const load = Deno.loadavg()[0];
  const decodeTimes: number[] = [];
  for (const vin of vins) {
    started = performance.now();
    await decodeVin(vin);
    decodeTimes.push(performance.now() - started);
  }
  const owner = new HttpClient(url);
  await owner.signIn(DEMO_LOGINS[0].email, DEMO_LOGINS[0].password);
  const callTimes: number[] = [];
  for (const [index, vin] of vins.entries()) {
    started = performance.now();
    const response = await owner.request(
      `/ajax/vehicles/vin-lookup?shop=demo&vin=${vin}&isPartial=1&seq=${index}`,
    );
    if (!response.ok) throw new Error(`vin-lookup answered ${response.status} for ${vin}`);
    await response.json();
    // The first calls open the app's own copy of the data; they are the warm-up.
    if (index >= 20) callTimes.push(performance.now() - started);
  }
  return { vins: vins.length, firstMs, decode: percentiles(decodeTimes), call: percentiles(callTimes), load };
}

export function vinDecodeSection(bench: VinDecodeBench): string {
  const verdict = (p95: number) => p95 <= BUDGET_P95_MS ? "within" : "OVER";
  return `${VIN_DECODE_HEADING}

${bench.vins} real VINs (tests/fixtures/vins/), each decoded once, in order (bench/vin_decode.ts). "decodeVin":
the function in a process of its own, after a first decode that opened the vPIC data (${bench.firstMs} ms,
including building its indexes when the cache was new). "vin-lookup call": GET
/ajax/vehicles/vin-lookup?isPartial=1 through the running app, one request at a time, the first 20 as
warm-up: the shop's history query and the decode. Budget: p95 at most ${BUDGET_P95_MS} ms.

- Date: ${new Date().toISOString().slice(0, 10)}
- Machine: ${machineDetails()}, load average ${bench.load.toFixed(1)} when it ran

| Measure | p50 ms | p95 ms | max ms | p95 budget |
| --- | ---: | ---: | ---: | --- |
| decodeVin | ${bench.decode.p50} | ${bench.decode.p95} | ${bench.decode.max} | ${verdict(bench.decode.p95)} |
| vin-lookup call | ${bench.call.p50} | ${bench.call.p95} | ${bench.call.max} | - (the call, for reference) |
`;
}

export async function writeVinDecodeSection(resultsPath: string, url: string): Promise<void> {
  const section = vinDecodeSection(await benchVinDecode(url));
  console.log(section);
  await writeResultsSection(resultsPath, VIN_DECODE_HEADING, section);
}
