// Password hashing: argon2id with the parameters OWASP recommends as a minimum (19 MiB memory, 2 passes,
// one lane), written out so a library default can never weaken them silently.
import { type Algorithm, hash, verify } from "@node-rs/argon2";
import { InputError } from "@platform/errors.ts";

// Algorithm.Argon2id is 2; the library declares it as an ambient const enum, which isolated modules cannot read.
const ARGON2ID = { algorithm: 2 as Algorithm, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 256;

export function checkPasswordRules(password: string): void {
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw new InputError(`A password must be at least ${MIN_PASSWORD_LENGTH} characters long.`);
  }
  if (password.length > MAX_PASSWORD_LENGTH) {
    throw new InputError(`A password can be at most ${MAX_PASSWORD_LENGTH} characters long.`);
  }
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID);
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password);
}
