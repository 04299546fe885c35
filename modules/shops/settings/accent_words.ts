// The accent colour picker's words (src/ui/accent_scheme_picker.tsx AccentWords) from the message catalogue,
// in the page's culture with the shop's wording: the kit cannot import the catalogue, the settings page can.
import type { AccentWords } from "@ui/accent_scheme_picker.tsx";
import { type Say, SHOP_SETTINGS_MESSAGES as M } from "@modules/text/ui.ts";

export function accentWords(say: Say): AccentWords {
  return {
    legend: say(M.accentLegend),
    useOwn: say(M.accentUseOwn),
    colour: say(M.colour),
    appDefault: say(M.accentAppDefault),
    readyMade: say(M.accentReadyMade),
    // By the schemes' names in @ui/accent_scheme.ts NAMED_ACCENT_SCHEMES.
    schemes: {
      "Workshop blue": say(M.schemeWorkshopBlue),
      "Racing red": say(M.schemeRacingRed),
      "Forest green": say(M.schemeForestGreen),
      "Safety orange": say(M.schemeSafetyOrange),
      "Signal yellow": say(M.schemeSignalYellow),
      "Teal": say(M.schemeTeal),
      "Royal purple": say(M.schemeRoyalPurple),
      "Graphite": say(M.schemeGraphite),
    },
  };
}
