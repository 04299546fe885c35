// docs/permissions.md explains the matrix of permissions.ts to people; this keeps the two saying the same.
import assert from "node:assert/strict";
import { hasPermission, type Permission, permissionsOf } from "./permissions.ts";
import type { Roles } from "./roles.ts";

const ROLE_COLUMNS: Array<[string, Roles]> = [
  ["mechanic", { isAdministrator: false, isManager: false, isMechanic: true }],
  ["manager", { isAdministrator: false, isManager: true, isMechanic: false }],
  ["owner", { isAdministrator: true, isManager: false, isMechanic: false }],
];

Deno.test("docs/permissions.md's matrix is the one permissions.ts enforces", async () => {
  const doc = await Deno.readTextFile(new URL("../../docs/permissions.md", import.meta.url));
  const rows = [...doc.matchAll(/^\| `([a-z.]+)`\s*\|\s*(yes|no)\s*\|\s*(yes|no)\s*\|\s*(yes|no)\s*\|/gm)];
  const documented = new Set(rows.map(([, permission]) => permission));
  // Every permission is granted to someone, so all roles together hold them all.
  const known = permissionsOf({ isAdministrator: true, isManager: true, isMechanic: true });
  assert.deepEqual([...documented].sort(), [...known].sort(), "every permission has its row");
  for (const [, permission, ...cells] of rows) {
    ROLE_COLUMNS.forEach(([role, roles], index) => {
      const allowed = hasPermission(roles, permission as Permission);
      assert.equal(cells[index] === "yes", allowed, `${permission} for a ${role}`);
    });
  }
});
