// The logo's check before it is sent (seed 001, "Logo image preview"): the picture is read in the browser
// and its natural size compared with the minimums, with the seed's messages (word for word in en-US; the
// catalogue's settings.logo* messages, in the page's words). The width is enforced ("must": the logo heads
// the report and its PDF, and a narrower one is blurred there); the height only advised ("should": a wide,
// flat logo still reads). The server asks the same when a picture is made the logo (shop_assets.server.ts).
import type { Say } from "@modules/text/ui.ts";
import { SHOP_SETTINGS_MESSAGES as M } from "@modules/text/ui.ts";

export const LOGO_MIN_WIDTH = 300;
export const LOGO_MIN_HEIGHT = 80;

export interface LogoCheck {
  /** The messages to show, none when the picture is fine. */
  messages: string[];
  /** False when an enforced minimum is not met: the picture is not sent. */
  acceptable: boolean;
}

/** A picture the browser could not read (or size). */
export function invalidLogo(say: Say): LogoCheck {
  return { messages: [say(M.logoInvalid)], acceptable: false };
}

export function checkLogoSize(width: number, height: number, say: Say): LogoCheck {
  if (width === 0 || height === 0) return invalidLogo(say);
  const messages: string[] = [];
  if (width < LOGO_MIN_WIDTH) messages.push(say(M.logoTooNarrow, { size: width, minimum: LOGO_MIN_WIDTH }));
  if (height < LOGO_MIN_HEIGHT) {
    messages.push(say(M.logoTooShort, { size: height, minimum: LOGO_MIN_HEIGHT }));
  }
  return { messages, acceptable: width >= LOGO_MIN_WIDTH };
}
