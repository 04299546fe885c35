// (being written)
import { defineMessages } from "../catalogue.ts";

export const STAFF_FRAME_MESSAGES = defineMessages("staff", "Shop navigation", {});
