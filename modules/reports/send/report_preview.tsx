import { useState } from "react";
import {
  DEFAULT_REPORT_OPTIONS,
  REPORT_FONT_SIZES,
  REPORT_IMAGE_SIZES,
  REPORT_LANGUAGES,
  REPORT_ORIENTATIONS,
  REPORT_PAPERS,
  type ReportLanguage,
} from "../report_options.ts";
import { LANGUAGE_NAMES } from "../report_words.ts";
import { FieldBox } from "@ui/forms.tsx";
import { REPORT_TAB_MESSAGES as M, SHOP_SETTINGS_MESSAGES as S, useWords } from "@modules/text/ui.ts";

// The printed report as the customer gets it, with every option of the printable (docs/reports.md): paper,
// orientation, type size, picture sizes and language. The PDF and the customer's own page open in a new tab.
// The options and their choices are named as /account names them (settings.*), the choices capitalised;
// each language by its own name.
const CHOICES = [
  { name: "paper", label: S.paper, values: REPORT_PAPERS },
  { name: "orientation", label: S.orientation, values: REPORT_ORIENTATIONS },
  { name: "fontSize", label: M.typeSize, values: REPORT_FONT_SIZES },
  { name: "itemImageSize", label: S.itemPictures, values: REPORT_IMAGE_SIZES },
  { name: "footerImageSize", label: S.footerPictures, values: REPORT_IMAGE_SIZES },
] as const;

/** The messages the preview says besides the tab's own, for the page's words. */
export const PREVIEW_WORDS: string[] = [...CHOICES.map((choice) => choice.label), S.printChoice];

export function ReportPreview(props: { encInspectionId: string; reportUrl: string; language: string }) {
  const say = useWords();
  const [chosen, setChosen] = useState<Record<string, string>>(() => ({
    ...Object.fromEntries(CHOICES.map((choice) => [choice.name, DEFAULT_REPORT_OPTIONS[choice.name]])),
    language: props.language,
  }));
  const query = new URLSearchParams(chosen);
  const base = `/r/${encodeURIComponent(props.encInspectionId)}/report`;
  const choose = (name: string, value: string) => setChosen((now) => ({ ...now, [name]: value }));
  return (
    <section className="report-preview" aria-labelledby="report-preview-heading">
      <h2 id="report-preview-heading">{say(M.previewHeading)}</h2>
      <div className="report-preview-options">
        {CHOICES.map((choice) => (
          <OptionSelect
            key={choice.name}
            name={choice.name}
            label={say(choice.label)}
            values={choice.values}
            shown={(value) => capital(say(S.printChoice, { choice: value }))}
            value={chosen[choice.name]}
            onChoose={choose}
          />
        ))}
        <OptionSelect
          name="language"
          label={say(M.language)}
          values={REPORT_LANGUAGES}
          shown={(value) => LANGUAGE_NAMES[value as ReportLanguage]}
          value={chosen.language}
          onChoose={choose}
        />
        <p className="report-preview-links">
          <a href={`${base}/pdf?${query}`} target="_blank" rel="noopener">{say(M.openPdf)}</a>
          <a href={props.reportUrl} target="_blank" rel="noopener">{say(M.openCustomerPage)}</a>
        </p>
      </div>
      <iframe
        className={`report-preview-frame paper-${chosen.paper.toLowerCase()} ${chosen.orientation}`}
        title={say(M.previewFrame)}
        src={`${base}/html?${query}`}
      />
    </section>
  );
}

/** One option of the printable, as a select named report-{name}. */
function OptionSelect(props: {
  name: string;
  label: string;
  values: readonly string[];
  shown(value: string): string;
  value: string;
  onChoose(name: string, value: string): void;
}) {
  const id = `report-${props.name}`;
  return (
    <FieldBox id={id} label={props.label}>
      <select
        id={id}
        value={props.value}
        onChange={(event) => props.onChoose(props.name, event.target.value)}
      >
        {props.values.map((value) => <option key={value} value={value}>{props.shown(value)}</option>)}
      </select>
    </FieldBox>
  );
}

function capital(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
