// The accent colour control of a shop's settings (seed 001, "Colour modes and accent schemes"): the
// has-accent-colour checkbox, a colour input that applies its scheme live, and the named schemes, each of
// which ticks the box and fills the input. It previews on the nearest .accent-scope (the shop's pages), and
// posts as the form fields hasAccentColor and accentColor. The kit cannot import the message catalogue, so
// the settings page hands it its words (AccentWords); without them it speaks en-US.
import { useId, useLayoutEffect, useRef, useState } from "react";
import {
  accentSchemeProperties,
  DEFAULT_ACCENT,
  deriveAccentScheme,
  NAMED_ACCENT_SCHEMES,
} from "./accent_scheme.ts";

/** Puts a colour's scheme on an element (null takes it off, back to the inherited one). */
export function applyAccentScheme(element: HTMLElement, colour: string | null): void {
  const scheme = colour === null ? null : deriveAccentScheme(colour);
  const names = Object.keys(accentSchemeProperties(deriveAccentScheme(DEFAULT_ACCENT)!));
  for (const name of names) element.style.removeProperty(name);
  if (!scheme) return;
  for (const [name, value] of Object.entries(accentSchemeProperties(scheme))) {
    element.style.setProperty(name, value);
  }
}

/** The picker's words in the page's language. */
export interface AccentWords {
  legend: string;
  useOwn: string;
  colour: string;
  /** Shown for the colour while the shop has none of its own. */
  appDefault: string;
  readyMade: string;
  /** A ready-made scheme's name by its en-US name (NAMED_ACCENT_SCHEMES); a name without one is shown as it is. */
  schemes: Record<string, string>;
}

export const ACCENT_WORDS: AccentWords = {
  legend: "Accent colour",
  useOwn: "Use the shop's own accent colour",
  colour: "Colour",
  appDefault: "The app's blue",
  readyMade: "Ready-made colours",
  schemes: {},
};

export function AccentSchemePicker(props: { accentColor: string | null; words?: AccentWords }) {
  const words = props.words ?? ACCENT_WORDS;
  const [hasAccent, setHasAccent] = useState(props.accentColor !== null);
  const [colour, setColour] = useState(props.accentColor ?? DEFAULT_ACCENT);
  const ref = useRef<HTMLFieldSetElement>(null);
  const id = useId();

  useLayoutEffect(() => {
    const scope = ref.current?.closest<HTMLElement>(".accent-scope") ?? document.documentElement;
    applyAccentScheme(scope, hasAccent ? colour : null);
  }, [hasAccent, colour]);

  return (
    <fieldset ref={ref} className="accent-picker">
      <legend>{words.legend}</legend>
      <label className="checkbox">
        <input
          type="checkbox"
          name="hasAccentColor"
          value="true"
          checked={hasAccent}
          onChange={(event) => setHasAccent(event.currentTarget.checked)}
        />
        {words.useOwn}
      </label>
      <div className="accent-picker-colour">
        <label htmlFor={`${id}-colour`}>{words.colour}</label>
        <input
          id={`${id}-colour`}
          type="color"
          name="accentColor"
          value={colour}
          disabled={!hasAccent}
          onInput={(event) => setColour(event.currentTarget.value)}
          onChange={(event) => setColour(event.currentTarget.value)}
        />
        <output htmlFor={`${id}-colour`} className="hint">{hasAccent ? colour : words.appDefault}</output>
      </div>
      <ul className="accent-picker-schemes" aria-label={words.readyMade}>
        {NAMED_ACCENT_SCHEMES.map((scheme) => (
          <li key={scheme.name}>
            <button
              type="button"
              className="accent-swatch"
              aria-pressed={hasAccent && colour === scheme.accent}
              onClick={() => {
                setHasAccent(true);
                setColour(scheme.accent);
              }}
            >
              <span
                className="accent-swatch-colour"
                style={{ background: scheme.accent }}
                aria-hidden="true"
              />
              {words.schemes[scheme.name] ?? scheme.name}
            </button>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
