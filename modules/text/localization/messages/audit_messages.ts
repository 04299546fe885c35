// (being written)
import { defineMessages } from "../catalogue.ts";

export const AUDIT_MESSAGES = defineMessages("audit", "Audit", {});
