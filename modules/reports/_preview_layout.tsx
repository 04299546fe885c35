// The link-preview card's layout, for satori (a subset of CSS: flexbox, no cascade, every box with more than
// one child must say display: flex). An SMS or chat app shows the card small, so it says little and says it
// large: the shop in its own colour, the vehicle, and three coloured tiles with the counts by result.
import { wcagContrast } from "culori";
import { Buffer } from "node:buffer";
import type { ReactElement } from "react";
import { PREVIEW_HEIGHT, PREVIEW_WIDTH, type PreviewCard } from "./preview_card.ts";

/** The app's own accent (src/ui/accent_scheme.ts DEFAULT_ACCENT), for a shop that has none. */
const APP_ACCENT = "#0b5cad";

/**
 * The results' colours with text that reads on them at WCAG AA or better: white on red (6.5:1) and green
 * (5.0:1), near-black on amber (white on amber would be 2:1).
 */
const RESULT_COLOURS = {
  fail: { background: "#b91c1c", text: "#ffffff" },
  warn: { background: "#fbbf24", text: "#111827" },
  pass: { background: "#15803d", text: "#ffffff" },
} as const;

const MARGIN = 56;

/** One line that ends in an ellipsis instead of running off the card. */
const ONE_LINE = { whiteSpace: "nowrap", overflow: "hidden", textOverflow: "ellipsis" } as const;

export function previewLayout(card: PreviewCard): ReactElement {
  const accent = /^#[0-9a-f]{6}$/i.test(card.accentColor) ? card.accentColor : APP_ACCENT;
  const onAccent = wcagContrast(accent, "#000000") >= wcagContrast(accent, "#ffffff") ? "#000000" : "#ffffff";
  return (
    <div
      style={{
        width: PREVIEW_WIDTH,
        height: PREVIEW_HEIGHT,
        display: "flex",
        flexDirection: "column",
        backgroundColor: "#ffffff",
        fontFamily: "Inter",
      }}
    >
      <div
        style={{
          height: 150,
          display: "flex",
          alignItems: "center",
          gap: 32,
          padding: `0 ${MARGIN}px`,
          backgroundColor: accent,
          color: onAccent,
        }}
      >
        {card.logoPng && <Logo png={card.logoPng} />}
        <div style={{ flex: 1, minWidth: 0, fontSize: 56, fontWeight: 700, ...ONE_LINE }}>
          {card.shopName}
        </div>
      </div>
      <div style={{ flex: 1, display: "flex", flexDirection: "column", padding: `40px ${MARGIN}px 48px` }}>
        <div style={{ fontSize: 34, color: "#4b5563", ...ONE_LINE }}>{card.words.title}</div>
        <div style={{ marginTop: 8, fontSize: 64, fontWeight: 700, color: "#111827", ...ONE_LINE }}>
          {card.vehicleName}
        </div>
        <div style={{ flex: 1, display: "flex", alignItems: "flex-end", gap: 24 }}>
          <ResultTile result="fail" count={card.counts.fail} word={card.words.fail} />
          <ResultTile result="warn" count={card.counts.warn} word={card.words.warn} />
          <ResultTile result="pass" count={card.counts.pass} word={card.words.pass} />
        </div>
      </div>
    </div>
  );
}

/** The logo on a white plate, so a dark logo still shows on a dark accent; fitted, never stretched. */
function Logo(props: { png: Uint8Array }) {
  const src = `data:image/png;base64,${Buffer.from(props.png).toString("base64")}`;
  return (
    <div style={{ display: "flex", padding: 8, borderRadius: 12, backgroundColor: "#ffffff" }}>
      <img src={src} width={240} height={102} style={{ objectFit: "contain" }} />
    </div>
  );
}

function ResultTile(props: { result: keyof typeof RESULT_COLOURS; count: number; word: string }) {
  const colours = RESULT_COLOURS[props.result];
  return (
    <div
      style={{
        flex: 1,
        minWidth: 0,
        height: 200,
        display: "flex",
        flexDirection: "column",
        padding: "20px 28px",
        borderRadius: 20,
        backgroundColor: colours.background,
        color: colours.text,
      }}
    >
      <div style={{ fontSize: 84, fontWeight: 700, lineHeight: 1.1 }}>{String(props.count)}</div>
      <div style={{ fontSize: 30, lineHeight: 1.2, lineClamp: 2 }}>{props.word}</div>
    </div>
  );
}
