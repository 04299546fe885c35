import { useState } from "react";
import { REPORT_ORIENTATIONS, REPORT_PAPERS } from "../../../../../modules/reports/ui.ts";

// The printed report as the customer gets it, in the paper size and orientation chosen; the PDF and the
// customer's own page open in a new tab.
export function ReportPreview(props: { encInspectionId: string; reportUrl: string }) {
  const [paper, setPaper] = useState<string>(REPORT_PAPERS[0]);
  const [orientation, setOrientation] = useState<string>(REPORT_ORIENTATIONS[0]);
  const query = new URLSearchParams({ paper, orientation });
  const base = `/r/${encodeURIComponent(props.encInspectionId)}/report`;
  return (
    <section className="report-preview" aria-labelledby="report-preview-heading">
      <h2 id="report-preview-heading">Preview</h2>
      <div className="report-preview-options">
        <div className="field">
          <label htmlFor="report-paper">Paper</label>
          <select id="report-paper" value={paper} onChange={(event) => setPaper(event.target.value)}>
            {REPORT_PAPERS.map((size) => (
              <option key={size} value={size}>{size === "A4" ? "A4" : capital(size)}</option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="report-orientation">Orientation</label>
          <select
            id="report-orientation"
            value={orientation}
            onChange={(event) => setOrientation(event.target.value)}
          >
            {REPORT_ORIENTATIONS.map((value) => <option key={value} value={value}>{capital(value)}</option>)}
          </select>
        </div>
        <p className="report-preview-links">
          <a href={`${base}/pdf?${query}`} target="_blank" rel="noopener">Open PDF</a>
          <a href={props.reportUrl} target="_blank" rel="noopener">Open customer page</a>
        </p>
      </div>
      <iframe
        className={`report-preview-frame paper-${paper.toLowerCase()} ${orientation}`}
        title="Report preview"
        src={`${base}/html?${query}`}
      />
    </section>
  );
}

function capital(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
