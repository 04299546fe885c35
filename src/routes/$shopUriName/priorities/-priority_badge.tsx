// A priority as a badge in its own colour, with black or white text, whichever contrasts more (the accent
// scheme's rule), so a shop's pale or dark colours both read.
import { deriveAccentScheme } from "../../../ui/accent_scheme.ts";

export function PriorityBadge({ name, colour }: { name: string; colour: string }) {
  const text = deriveAccentScheme(colour)?.text ?? "#000000";
  return <span className="priority-badge" style={{ backgroundColor: colour, color: text }}>{name}</span>;
}
