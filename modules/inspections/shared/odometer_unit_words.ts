// The odometer's units as the details page and the add form offer them: one wording of each, the shop's
// (inspectionDetails.unit*).
import type { OdometerUnit } from "../types.ts";
import { INSPECTION_DETAILS_MESSAGES as M } from "@modules/text/ui.ts";

export const ODOMETER_UNIT_WORDS: Record<OdometerUnit, string> = { mi: M.unitMi, km: M.unitKm, h: M.unitH };
