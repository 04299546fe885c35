// The four case styles the server applies (seed 000 sections 5 and 7), by the name an input gives as its
// transform option. Upper and lower case are the browser's own (src/ui/text_transform_rules.ts).
import { toGeneralTitleCase } from "./general_title_case.ts";
import { toPersonTitleCase } from "./person_title_case.ts";
import { toSentenceCase } from "./sentence_case.ts";
import { toVehicleTitleCase } from "./vehicle_title_case.ts";

export const CASE_STYLES = {
  "sentence": toSentenceCase,
  "general-title": toGeneralTitleCase,
  "person-title": toPersonTitleCase,
  "vehicle-title": toVehicleTitleCase,
} as const satisfies Record<string, (text: string) => string>;

export type CaseStyleName = keyof typeof CASE_STYLES;
