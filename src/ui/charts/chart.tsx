// A chart drawn as SVG on the server (d3-scale and d3-shape compute it, React writes it), so it reads without
// script and the same on paper. Accessible: the picture has a title and a description, and the numbers it
// shows are a table beside it. Colours follow the colour mode (charts.css).
import { useId } from "react";
import {
  CHART_HEIGHT,
  CHART_WIDTH,
  chartGeometry,
  type ChartPoint,
  type ChartSeries,
} from "./chart_geometry.ts";

export type { ChartPoint, ChartSeries };

export interface ChartProps {
  title: string;
  /** What the picture shows, in a sentence, for those who do not see it. */
  description: string;
  kind: "bars" | "lines";
  /** Up to four series: each has its own colour. */
  series: ChartSeries[];
  points: ChartPoint[];
  /** The column of periods in the table ("Week of"). */
  periodName: string;
  /** How a value is written on the axis and in the table ("12", "$1,200", "45%"). */
  format?: (value: number) => string;
  /** The table's summary line. */
  numbersLabel?: string;
}

export function Chart(props: ChartProps) {
  const id = useId();
  const format = props.format ?? ((value: number) => value.toLocaleString("en-US"));
  const geometry = chartGeometry(props.series, props.points);
  const { plot } = geometry;
  return (
    <figure className="chart">
      <svg
        className="chart-picture"
        viewBox={`0 0 ${CHART_WIDTH} ${CHART_HEIGHT}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-description`}
      >
        <title id={`${id}-title`}>{props.title}</title>
        <desc id={`${id}-description`}>{props.description}</desc>
        <g className="chart-grid">
          {geometry.ticks.map((tick) => (
            <g key={tick.value}>
              <line x1={plot.left} x2={plot.right} y1={tick.y} y2={tick.y} />
              <text x={plot.left - 6} y={tick.y} dy="0.32em" textAnchor="end">{format(tick.value)}</text>
            </g>
          ))}
        </g>
        <g className="chart-periods">
          {geometry.labels.map((label) => (
            <text key={label.x} x={label.x} y={plot.bottom + 20} textAnchor="middle">{label.text}</text>
          ))}
        </g>
        {props.kind === "bars"
          ? geometry.bars.filter((bar) => bar.height > 0).map((bar) => (
            <rect
              key={`${bar.series}-${bar.x}`}
              className={`chart-series-${bar.series}`}
              x={bar.x}
              y={bar.y}
              width={bar.width}
              height={bar.height}
            />
          ))
          : geometry.lines.map((path, series) => (
            <path key={series} className={`chart-line chart-series-${series}`} d={path} />
          ))}
      </svg>
      {props.series.length > 1 && (
        <ul className="chart-legend">
          {props.series.map((series, i) => (
            <li key={series.key}>
              <span className={`chart-swatch chart-series-${i}`} aria-hidden="true" />
              {series.name}
            </li>
          ))}
        </ul>
      )}
      <details className="chart-numbers">
        <summary>{props.numbersLabel ?? "The numbers"}</summary>
        <table>
          <caption>{props.title}</caption>
          <thead>
            <tr>
              <th scope="col">{props.periodName}</th>
              {props.series.map((series) => <th key={series.key} scope="col">{series.name}</th>)}
            </tr>
          </thead>
          <tbody>
            {props.points.map((point) => (
              <tr key={point.label}>
                <th scope="row">{point.label}</th>
                {props.series.map((series) => (
                  <td key={series.key}>{format(point.values[series.key] ?? 0)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
