// How long a phone takes to make the 150-task checklist answer taps: Chromium at 390 x 844 with its CPU slowed
// four times (a mid-range phone against this machine), from the start of the navigation to the moment the page
// marks itself interactive (html[data-hydrated], set once the browser's renderer has taken the server's page
// over). The network is not slowed: the download is page_weight.ts's part. Used by `deno task bench weight`.
import { launchChromium, USER_AGENT } from "../tests/support/browser.ts";

export const CPU_SLOWDOWN = 4;

/** Milliseconds to interactive, `times` loads after one to warm the caches: median and slowest. */
export async function checklistReady(
  url: string,
  cookie: string,
  times = 5,
): Promise<{ readyMedian: number; readySlowest: number }> {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({
      userAgent: USER_AGENT,
      viewport: { width: 390, height: 844 },
      serviceWorkers: "block",
    });
    const { hostname } = new URL(url);
    await context.addCookies(
      cookie.split("; ").map((pair) => {
        const [name, ...value] = pair.split("=");
        return { name, value: value.join("="), domain: hostname, path: "/" };
      }),
    );
    // The moment the page marks itself interactive, on the page's own clock (0 = the navigation's start). The
    // document is observed, not its element: the script runs before the element exists.
    await context.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.documentElement.dataset.hydrated) return;
        Object.assign(globalThis, { readyAt: performance.now() });
        observer.disconnect();
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-hydrated"] });
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    const durations: number[] = [];
    for (let n = 0; n < times + 1; n++) {
      await page.goto(url);
      await page.waitForSelector("html[data-hydrated]");
      const readyAt = await page.evaluate(() => (globalThis as unknown as { readyAt: number }).readyAt);
      if (n > 0) durations.push(readyAt);
    }
    durations.sort((a, b) => a - b);
    return {
      readyMedian: Math.round(durations[Math.floor(durations.length / 2)]),
      readySlowest: Math.round(durations[durations.length - 1]),
    };
  } finally {
    await browser.close();
  }
}
