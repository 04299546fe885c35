// The keys of the vehicle lookup widget's words, which every page showing it (the vehicle page, the add form,
// quick-create) sends with its own: the widget's, and the vehicle page's names of the fields.
import { VEHICLE_LOOKUP_MESSAGES as L, VEHICLES_MESSAGES as V } from "@modules/text/ui.ts";

export const LOOKUP_WORDS_MESSAGES = {
  ...L,
  modelYear: V.modelYear,
  make: V.make,
  model: V.model,
  plate: V.plate,
  vin: V.vin,
} as const;
