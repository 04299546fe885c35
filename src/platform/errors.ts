// Errors whose message is written for the person who caused them: a shop user, a customer, or an admin at
// the CLI. Anything else that is thrown is a bug: it is logged in full and the user sees a generic message.

export class UserFacingError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 503,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** The input is malformed or breaks a rule (400). */
export class InputError extends UserFacingError {
  constructor(message: string) {
    super(400, message);
  }
}

export class NotFoundError extends UserFacingError {
  constructor(message: string) {
    super(404, message);
  }
}

/** The input is well-formed but clashes with what exists (409): a taken name, a stale version. `details`
 * is what a call answers beside the message so the page can ask the question (the customer it would
 * duplicate, the car's open inspection). */
export class ConflictError extends UserFacingError {
  constructor(message: string, readonly details?: Readonly<Record<string, unknown>>) {
    super(409, message);
  }
}

export class ForbiddenError extends UserFacingError {
  constructor(message: string) {
    super(403, message);
  }
}

/** Too many attempts (429); the message says when to try again and Retry-After carries the seconds. */
export class RateLimitedError extends UserFacingError {
  constructor(message: string, readonly retryAfterSeconds: number) {
    super(429, message);
  }
}

/** Sign-in is needed first (401); pages turn it into a redirect to /login. */
export class SignInRequiredError extends UserFacingError {
  constructor(message = "Sign in to continue.") {
    super(401, message);
  }
}
