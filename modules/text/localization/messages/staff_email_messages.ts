// (being written)
import { defineMessages } from "../catalogue.ts";

export const STAFF_EMAIL_MESSAGES = defineMessages("staffEmail", "E-mails to the staff", {});
