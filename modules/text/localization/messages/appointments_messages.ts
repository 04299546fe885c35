// (being written)
import { defineMessages } from "../catalogue.ts";

export const APPOINTMENTS_MESSAGES = defineMessages("appointments", "Appointments", {});
