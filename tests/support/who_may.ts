// The "who may" tables of the contract tests: each case names a page, form post or call and the answer each
// role gets. Calling it as every role and checking the status is the same in every file; what a refused
// answer must not show is each file's own, so it is a callback.
import assert from "node:assert/strict";
import type { HttpClient } from "./http_client.ts";

/** The answer a role gets: a status, or "login" for a redirect to the sign-in page. */
export type Expected = number | "login";

/** A page of the shop: the signed-out go to sign in, another shop's owner gets a 404; `who` says the rest. */
export function pageAnswers<Role extends string>(
  who: Partial<Record<Role, Expected>>,
): Record<Role, Expected> {
  return { anonymous: "login", otherShopOwner: 404, ...who } as Record<Role, Expected>;
}

/** A call of the shop: the signed-out get a 401, another shop's owner a 404; `who` says the rest. */
export function callAnswers<Role extends string>(
  who: Partial<Record<Role, Expected>>,
): Record<Role, Expected> {
  return { anonymous: 401, otherShopOwner: 404, ...who } as Record<Role, Expected>;
}

/** A row of a file's table: what is asked, each role's answer, and how a role's client asks it. */
export interface WhoMayCase<Role extends string, Ask extends unknown[] = []> {
  what: string;
  expected: Record<Role, Expected>;
  request(client: HttpClient, ...ask: Ask): Promise<Response>;
}

/** One role's answer, read once, with the label its assertions carry. */
export interface Answer<Role extends string> {
  role: Role;
  response: Response;
  body: string;
  label: string;
}

/**
 * Sends `request` as each role in turn and asserts the answer is `expected[role]`; `check` then makes the
 * file's own assertions on each answer (for the roles that must see nothing, what they must not see).
 */
export async function assertEachRoleAnswers<Role extends string>(
  roles: readonly Role[],
  testCase: { what: string; expected: Record<Role, Expected> },
  request: (role: Role) => Promise<Response>,
  check: (answer: Answer<Role>) => void = () => {},
): Promise<void> {
  for (const role of roles) {
    const response = await request(role);
    const body = await response.text();
    const label = `${testCase.what} as ${role}`;
    assertAnswer(response, body, testCase.expected[role], label);
    check({ role, response, body, label });
  }
}

/** A "login" answer is any redirect to the sign-in page; a status is that status, with the body on failure. */
export function assertAnswer(response: Response, body: string, expected: Expected, label: string): void {
  if (expected === "login") {
    assert.ok([302, 303, 307].includes(response.status), `${label}: ${response.status}`);
    assert.match(response.headers.get("Location") ?? "", /^\/login\?/, label);
  } else {
    assert.equal(response.status, expected, `${label}: ${body.slice(0, 300)}`);
  }
}
