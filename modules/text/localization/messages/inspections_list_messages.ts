// (being written)
import { defineMessages } from "../catalogue.ts";

export const INSPECTIONS_LIST_MESSAGES = defineMessages("inspectionsList", "Inspections list", {});
