// The rules for what an inspection may be given, shared by creating one and editing its header: a type
// that exists and is switched on, and a manager or mechanic who is an active member of the shop.
import { InputError, NotFoundError } from "../../src/platform/errors.ts";
import type { StaffMember } from "../shops/mod.ts";
import type { InspectionTypeSummary } from "../catalog/mod.ts";

export function requireUsableType(
  types: InspectionTypeSummary[],
  typeId: number,
): InspectionTypeSummary {
  const type = types.find((type) => type.id === typeId);
  if (!type) throw new NotFoundError("There is no such inspection type in this shop.");
  if (!type.isActive) {
    throw new InputError(`The inspection type "${type.name}" is switched off: choose another.`);
  }
  return type;
}

export function requireActiveStaff(
  staff: StaffMember[],
  userId: number | null | undefined,
  role: string,
): void {
  if (userId != null && !staff.some((member) => member.userId === userId && !member.isDisabled)) {
    throw new InputError(`The ${role} chosen is not an active member of this shop.`);
  }
}
