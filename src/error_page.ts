// The page shown when a request fails outside React (the pages handler itself threw, or a 4xx from the
// HTTP layer). Self-contained: no scripts, no assets that might be what is failing.
import { html } from "hono/html";
import { htmlPage } from "./platform/html_page.ts";

const TITLES: Record<number, string> = {
  400: "That request could not be understood",
  403: "You cannot do that here",
  404: "Page not found",
  413: "That was too large",
  500: "Something went wrong",
  503: "Not available on this server",
};

export function errorPage(status: number, message: string) {
  const title = TITLES[status] ?? (status >= 500 ? TITLES[500] : "That did not work");
  return htmlPage({
    lang: "en",
    head: html`
      <meta name="color-scheme" content="light dark">
      <title>${title}</title>
      <style>body{font:16px/1.5 system-ui,sans-serif;max-width:36rem;margin:12vh auto;padding:0 1.25rem}
      h1{font-size:1.5rem}a{color:inherit}</style>
    `,
    body: html`
      <h1>${title}</h1>
      <p>${message}</p>
      <p><a href="/">Go to the start page</a></p>
    `,
  });
}
