// A priority as a badge in its own color, with black or white text, whichever contrasts more (the accent
// scheme's rule), so a shop's pale or dark colors both read.
import { deriveAccentScheme } from "@ui/accent_scheme.ts";

// A list shows the shop's few colors many times over: each is worked out once.
const textColours = new Map<string, string>();

function textColourOn(colour: string): string {
  let text = textColours.get(colour);
  if (text === undefined) {
    text = deriveAccentScheme(colour)?.text ?? "#000000";
    textColours.set(colour, text);
  }
  return text;
}

export function PriorityBadge({ name, colour }: { name: string; colour: string }) {
  return (
    <span className="priority-badge" style={{ backgroundColor: colour, color: textColourOn(colour) }}>
      {name}
    </span>
  );
}
