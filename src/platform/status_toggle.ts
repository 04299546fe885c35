// The status toggles (seed 000, "Status toggles"): users, tasks, findings, inspection types and priorities
// are switched on and off by a form post of IsActive and Enabled, each "true" or "false".
import { booleanField, type CallFields } from "./call_fields.ts";
import { InputError } from "./errors.ts";

/** The status asked for. Either field may be left out, but when both are sent they must agree. */
export function readStatusToggle(fields: CallFields): boolean {
  const isActive = fields.IsActive === undefined ? null : booleanField(fields, "IsActive");
  const enabled = fields.Enabled === undefined ? null : booleanField(fields, "Enabled");
  if (isActive === null && enabled === null) {
    throw new InputError("Send IsActive (or Enabled) as true or false.");
  }
  if (isActive !== null && enabled !== null && isActive !== enabled) {
    throw new InputError("IsActive and Enabled disagree; send the same value in both.");
  }
  return (isActive ?? enabled)!;
}
