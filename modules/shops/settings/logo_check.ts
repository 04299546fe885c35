// The logo's check before it is sent (seed 001, "Logo image preview"): the picture is read in the browser
// and its natural size compared with the minimums, with the seed's messages word for word. The width is
// enforced ("must": the logo heads the report and its PDF, and a narrower one is blurred there); the height
// only advised ("should": a wide, flat logo still reads).

export const LOGO_MIN_WIDTH = 300;
export const LOGO_MIN_HEIGHT = 80;

export const INVALID_LOGO = "An invalid image file was specified.";

export interface LogoCheck {
  /** The messages to show, none when the picture is fine. */
  messages: string[];
  /** False when an enforced minimum is not met: the picture is not sent. */
  acceptable: boolean;
}

function sizeMessage(side: "wide" | "tall", size: number, minimum: number, enforced: boolean): string {
  return `The uploaded image is ${size}px ${side}. It ${
    enforced ? "must" : "should"
  } be ${minimum}px ${side}.`;
}

export function checkLogoSize(width: number, height: number): LogoCheck {
  if (width === 0 || height === 0) return { messages: [INVALID_LOGO], acceptable: false };
  const messages: string[] = [];
  if (width < LOGO_MIN_WIDTH) messages.push(sizeMessage("wide", width, LOGO_MIN_WIDTH, true));
  if (height < LOGO_MIN_HEIGHT) messages.push(sizeMessage("tall", height, LOGO_MIN_HEIGHT, false));
  return { messages, acceptable: width >= LOGO_MIN_WIDTH };
}
