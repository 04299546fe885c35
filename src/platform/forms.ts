// Ordinary HTML form posts (sign-in, sign-up, the users pages): they work before any script has loaded.
// A handler either succeeds with a 303 redirect, or throws a UserFacingError, which re-renders the same
// page with the message, the input (never passwords or tokens) and the error's 4xx status.
import type { Context, Handler } from "hono";
import { SignInRequiredError, UserFacingError } from "./errors.ts";
import type { AppEnv } from "./http.ts";
import { inputErrorOfDatabase } from "./input_hygiene.ts";

const NEVER_ECHOED = /password|csrfToken|code/i;

export type FormFields = Record<string, string>;

/** The form's text fields (a repeated name keeps its last value; files are ignored). */
export async function readForm(c: Context<AppEnv>): Promise<FormFields> {
  const type = c.req.header("Content-Type") ?? "";
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)/i.test(type)) {
    throw new UserFacingError(
      415,
      "Send the form as application/x-www-form-urlencoded or multipart/form-data.",
    );
  }
  const body = await c.req.parseBody();
  const fields: FormFields = {};
  for (const [name, value] of Object.entries(body)) {
    if (typeof value === "string") fields[name] = value;
  }
  return fields;
}

/**
 * Wraps a form post's handler: refusals become the page again, with the message. A post that has no page
 * of its own (`rerender: false`, like /session/impersonateUser) leaves refusals to the error page.
 */
export function formAction(
  handler: (c: Context<AppEnv>, form: FormFields) => Promise<Response>,
  options: { rerender?: boolean } = {},
): Handler<AppEnv> {
  return async (c) => {
    let form: FormFields = {};
    try {
      form = await readForm(c);
      return await handler(c, form);
    } catch (thrown) {
      // A value the database refused is the sender's mistake too: the page again, with what it was.
      const error = inputErrorOfDatabase(c, thrown) ?? thrown;
      // The session ended while the page was open: sign in again, then back to where the form was.
      if (error instanceof SignInRequiredError) {
        const from = new URL(c.req.header("Referer") ?? "/", c.req.url);
        const back = from.origin === new URL(c.req.url).origin ? `${from.pathname}${from.search}` : "/";
        return seeOther(c, `/login?reason=expired&redirectTo=${encodeURIComponent(back)}`);
      }
      if (!(error instanceof UserFacingError) || error.status === 415 || options.rerender === false) {
        throw error;
      }
      const values = Object.fromEntries(Object.entries(form).filter(([name]) => !NEVER_ECHOED.test(name)));
      const response = await c.get("renderPage")({ error: error.message, values }, error.status);
      if ("retryAfterSeconds" in error) response.headers.set("Retry-After", String(error.retryAfterSeconds));
      return response;
    }
  };
}

/** After a successful post: 303 so a reload does not post again. */
export function seeOther(c: Context<AppEnv>, location: string): Response {
  return c.redirect(location, 303);
}
