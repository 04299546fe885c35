// The load driver: a process of its own that sends a fixed number of GET requests over keep-alive
// connections and reports latency percentiles (ms, to the microsecond) and throughput as one JSON line.
// Usage: deno run -A bench/load.ts <url> <requests> <connections> [header:value ...]
const [url, requestsArg, connectionsArg, ...headerArgs] = Deno.args;
const requests = Number(requestsArg);
const connections = Number(connectionsArg);
const headers = Object.fromEntries(
  headerArgs.map((h) => [h.slice(0, h.indexOf(":")), h.slice(h.indexOf(":") + 1)]),
);

const latencies: number[] = [];
let errors = 0;
let bytes = 0;
let next = 0;

async function worker(): Promise<void> {
  while (next < requests) {
    next++;
    const started = performance.now();
    try {
      const response = await fetch(url, { headers });
      const size = (await response.arrayBuffer()).byteLength;
      bytes += size;
      if (!response.ok) errors++;
    } catch {
      errors++;
    }
    latencies.push(performance.now() - started);
  }
}

const started = performance.now();
await Promise.all(Array.from({ length: connections }, worker));
const seconds = (performance.now() - started) / 1000;
latencies.sort((a, b) => a - b);
const percentile = (p: number) =>
  Math.round(latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] * 1000) / 1000;
console.log(JSON.stringify({
  requests: latencies.length,
  errors,
  requestsPerSecond: Math.round(latencies.length / seconds),
  p50: percentile(0.5),
  p90: percentile(0.9),
  p99: percentile(0.99),
  bytesPerResponse: Math.round(bytes / latencies.length),
}));
