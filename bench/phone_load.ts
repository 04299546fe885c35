// One cold load of a page on an emulated phone in Chromium, measured the way Lighthouse names things: the
// network and CPU slowed through the DevTools protocol, a new browser context each time (empty cache, no
// connection kept). Paint and script timings come from the page's own Performance API; the first byte, the
// requests and the bytes from the protocol's Network events, because DevTools throttling adds its latency
// where the page's Resource Timing does not see it (responseStart stays unthrottled, responseEnd does not).
import type { Browser, CDPSession } from "playwright-core";

/** Chrome on a mid-range Android phone (the shape of Lighthouse's mobile user agent). */
export const PHONE_USER_AGENT =
  "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) " +
  "Chrome/156.0.0.0 Mobile Safari/537.36";

export interface Throttling {
  name: string;
  /** Added to each request, ms; null: the network as it is (loopback). */
  latencyMs: number | null;
  downloadKbps: number;
  uploadKbps: number;
  cpuSlowdown: number;
}

// Lighthouse's mobile "Slow 4G" is 150 ms RTT, 1.6 Mbps down, 750 Kbps up and a 4x slower CPU. DevTools adds
// its latency once per request rather than per round trip, so Lighthouse, when it throttles through DevTools,
// multiplies the latency by 3.75 and the throughput by 0.9 (its DEVTOOLS_*_ADJUSTMENT_FACTOR): both are here.
export const THROTTLINGS: Throttling[] = [
  { name: "none", latencyMs: null, downloadKbps: 0, uploadKbps: 0, cpuSlowdown: 1 },
  {
    name: "Slow 4G (150 ms, 1.6 Mbps down, 750 Kbps up), CPU 4x",
    latencyMs: 150,
    downloadKbps: 1.6 * 1024,
    uploadKbps: 750,
    cpuSlowdown: 4,
  },
  {
    name: "Slow 4G as Lighthouse sets DevTools (562.5 ms, 1.44 Mbps, 675 Kbps), CPU 4x",
    latencyMs: 150 * 3.75,
    downloadKbps: 1.6 * 1024 * 0.9,
    uploadKbps: 750 * 0.9,
    cpuSlowdown: 4,
  },
];

export interface PageLoad {
  /** ms from the navigation's start: the document's response headers, as DevTools shows them (throttled). */
  ttfb: number;
  fcp: number;
  lcp: number;
  /** What the largest contentful paint was: a tag name, and the picture's address for an image. */
  lcpElement: string;
  domContentLoaded: number;
  load: number;
  /** Lighthouse's Total Blocking Time, from FCP until the network went quiet: each long task's time past 50 ms. */
  totalBlockingTime: number;
  /** Bytes over the wire (headers and bodies as sent, compressed), by what they were. */
  bytes: { document: number; images: number; scripts: number; other: number };
  /** The document's body decoded, bytes. */
  documentDecoded: number;
  /** The page's requests, each redirect counted; the browser's own /favicon.ico apart. */
  requests: number;
  favicon: { requests: number; bytes: number };
  /** Pictures loaded without scrolling or tapping: address, bytes, natural size. */
  images: Array<{ url: string; bytes: number; width: number; height: number }>;
  /** Whether the first contentful paint came before the first picture's last byte (so it was the words). */
  textBeforeImages: boolean;
}

const OBSERVERS = `
window.__bench = { lcp: [], longTasks: [] };
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    window.__bench.lcp.push({ time: entry.startTime, tag: entry.element ? entry.element.tagName : "", url: entry.url });
  }
}).observe({ type: "largest-contentful-paint", buffered: true });
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) window.__bench.longTasks.push({ start: entry.startTime, duration: entry.duration });
}).observe({ type: "longtask", buffered: true });
`;

/** A phone: 390 x 844 CSS pixels at 2x, touch, a mobile user agent, in a fresh context with the throttling set. */
export async function openPhone(browser: Browser, throttling: Throttling) {
  const context = await browser.newContext({
    userAgent: PHONE_USER_AGENT,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  await context.addInitScript({ content: OBSERVERS });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const network = new NetworkLog(cdp);
  await cdp.send("Network.enable");
  if (throttling.latencyMs !== null) {
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: throttling.latencyMs,
      // The protocol takes bytes per second.
      downloadThroughput: throttling.downloadKbps * 1024 / 8,
      uploadThroughput: throttling.uploadKbps * 1024 / 8,
    });
  }
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: throttling.cpuSlowdown });
  return { context, page, network };
}

interface LoggedRequest {
  firstUrl: string;
  type: string;
  sentAt: number;
  hops: number;
  bytes: number;
  done: boolean;
}

/** Every request of the page as the protocol reports it: redirects, bytes received, and when each ended. */
class NetworkLog {
  readonly requests = new Map<string, LoggedRequest>();
  documentTtfb = NaN;

  constructor(cdp: CDPSession) {
    cdp.on("Network.requestWillBeSent", (event) => {
      const known = this.requests.get(event.requestId);
      if (known) {
        // A redirect: the same request id goes on to the next address.
        known.hops++;
        known.bytes += event.redirectResponse?.encodedDataLength ?? 0;
        return;
      }
      this.requests.set(event.requestId, {
        firstUrl: event.request.url,
        type: event.type ?? "Other",
        sentAt: event.timestamp,
        hops: 1,
        bytes: 0,
        done: false,
      });
    });
    cdp.on("Network.responseReceived", (event) => {
      const request = this.requests.get(event.requestId);
      const timing = event.response.timing;
      if (event.type !== "Document" || !request || !timing || !Number.isNaN(this.documentTtfb)) return;
      this.documentTtfb = (timing.requestTime - request.sentAt) * 1000 + timing.receiveHeadersEnd;
    });
    cdp.on("Network.loadingFinished", (event) => {
      const request = this.requests.get(event.requestId);
      if (!request) return;
      request.bytes += event.encodedDataLength;
      request.done = true;
    });
    cdp.on("Network.loadingFailed", (event) => {
      const request = this.requests.get(event.requestId);
      if (request) request.done = true;
    });
  }

  /** Resolves when no request is under way (the browser's favicon comes after the page's load). */
  async quiet(): Promise<void> {
    const deadline = Date.now() + 30_000;
    while ([...this.requests.values()].some((request) => !request.done)) {
      if (Date.now() > deadline) throw new Error("The page's requests did not end within 30 s.");
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  summary(): Pick<PageLoad, "ttfb" | "bytes" | "requests" | "favicon"> {
    const bytes = { document: 0, images: 0, scripts: 0, other: 0 };
    const favicon = { requests: 0, bytes: 0 };
    let requests = 0;
    for (const request of this.requests.values()) {
      if (new URL(request.firstUrl).pathname === "/favicon.ico") {
        favicon.requests += request.hops;
        favicon.bytes += request.bytes;
        continue;
      }
      requests += request.hops;
      const kind = request.type === "Document"
        ? "document"
        : request.type === "Image"
        ? "images"
        : request.type === "Script"
        ? "scripts"
        : "other";
      bytes[kind] += request.bytes;
    }
    return { ttfb: this.documentTtfb, bytes, requests, favicon };
  }
}

/** Loads `url` cold on a phone with the throttling and reads what it cost. */
export async function measurePhoneLoad(
  browser: Browser,
  url: string,
  throttling: Throttling,
): Promise<PageLoad> {
  const { context, page, network } = await openPhone(browser, throttling);
  try {
    // Network idle: the lazy pictures the first screen asked for have come and been painted.
    const response = await page.goto(url, { waitUntil: "networkidle" });
    if (!response?.ok()) throw new Error(`${url} answered ${response?.status()}`);
    await network.quiet();
    return { ...await page.evaluate(readPageLoad), ...network.summary() };
  } finally {
    await context.close();
  }
}

/** Runs in the page: what its Performance API saw. */
function readPageLoad(): Omit<PageLoad, "ttfb" | "bytes" | "requests" | "favicon"> {
  const bench = (window as unknown as {
    __bench: {
      lcp: Array<{ time: number; tag: string; url: string }>;
      longTasks: Array<{ start: number; duration: number }>;
    };
  }).__bench;
  const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
  const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN;
  const pictures = (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
    .filter((resource) => resource.initiatorType === "img");
  const firstPicture = Math.min(...pictures.map((resource) => resource.responseEnd));
  const images = pictures.map((resource) => {
    const img = [...document.images].find((image) => image.currentSrc === resource.name);
    return {
      url: new URL(resource.name).pathname,
      bytes: resource.transferSize,
      width: img?.naturalWidth ?? 0,
      height: img?.naturalHeight ?? 0,
    };
  });
  const last = bench.lcp.at(-1);
  return {
    fcp,
    lcp: last?.time ?? NaN,
    lcpElement: last ? (last.url ? `${last.tag} ${new URL(last.url).pathname}` : last.tag) : "",
    domContentLoaded: navigation.domContentLoadedEventEnd - navigation.startTime,
    load: navigation.loadEventEnd - navigation.startTime,
    totalBlockingTime: bench.longTasks.reduce((sum, task) => {
      const start = Math.max(task.start, fcp);
      return sum + Math.max(0, task.start + task.duration - start - 50);
    }, 0),
    documentDecoded: navigation.decodedBodySize,
    images,
    textBeforeImages: fcp < firstPicture,
  };
}

/** On a loaded page: tap the first thumbnail and time, in the page, from the tap to the large picture's load. */
export async function measureTapToLarge(
  browser: Browser,
  url: string,
  throttling: Throttling,
): Promise<{ ms: number; bytes: number; width: number; height: number } | null> {
  const { context, page } = await openPhone(browser, throttling);
  try {
    await page.goto(url, { waitUntil: "networkidle" });
    // The last picture: bench/customer_report.ts uploads the phone-sized photo last.
    const link = page.locator("a.picture").last();
    if (await link.count() === 0) return null;
    await link.scrollIntoViewIfNeeded();
    const large = new URL((await link.getAttribute("data-large"))!, page.url()).href;
    await page.evaluate((large) => {
      const times: { at?: number; loaded?: number } = {};
      (window as unknown as { __tap: typeof times }).__tap = times;
      document.addEventListener("click", (event) => times.at = event.timeStamp, {
        capture: true,
        once: true,
      });
      // The viewer shows the thumbnail first; the time is when the large view has taken its place.
      const big = document.querySelector<HTMLImageElement>("#viewer img")!;
      big.addEventListener("load", () => {
        if (big.currentSrc === large && times.loaded === undefined) times.loaded = performance.now();
      });
    }, large);
    await link.tap();
    await page.waitForFunction(() => (window as unknown as { __tap: { loaded?: number } }).__tap.loaded);
    return await page.evaluate(() => {
      const times = (window as unknown as { __tap: { at: number; loaded: number } }).__tap;
      const big = document.querySelector<HTMLImageElement>("#viewer img")!;
      const entry = (performance.getEntriesByName(big.currentSrc) as PerformanceResourceTiming[]).at(-1);
      return {
        ms: times.loaded - times.at,
        bytes: entry?.transferSize ?? 0,
        width: big.naturalWidth,
        height: big.naturalHeight,
      };
    });
  } finally {
    await context.close();
  }
}
