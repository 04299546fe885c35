// Where a chart's marks go: bands for the periods, a linear scale for the values (d3-scale), the bars of
// each series side by side in a period, or a line through the periods (d3-shape). Pure, so the server and
// the browser draw the same SVG, and a test can check the geometry without a page.
import { scaleBand, scaleLinear } from "d3-scale";
import { line } from "d3-shape";

export interface ChartSeries {
  key: string;
  /** What the legend and the table's column call it. */
  name: string;
}

/** One period (a day, week, month...) and each series' value in it. */
export interface ChartPoint {
  label: string;
  values: Record<string, number>;
}

export const CHART_WIDTH = 640;
export const CHART_HEIGHT = 260;
const MARGIN = { top: 12, right: 12, bottom: 36, left: 48 };

export interface Bar {
  series: number;
  x: number;
  y: number;
  width: number;
  height: number;
  value: number;
  label: string;
}

export interface ChartGeometry {
  plot: { left: number; right: number; top: number; bottom: number };
  ticks: Array<{ value: number; y: number }>;
  /** Period labels along the bottom, thinned so they never overlap. */
  labels: Array<{ text: string; x: number }>;
  bars: Bar[];
  /** One SVG path per series, for line charts. */
  lines: string[];
}

/** At most this many period labels are written under the axis: about one per 55 px. */
const MAX_LABELS = Math.floor((CHART_WIDTH - MARGIN.left - MARGIN.right) / 55);

export function chartGeometry(series: ChartSeries[], points: ChartPoint[]): ChartGeometry {
  const plot = {
    left: MARGIN.left,
    right: CHART_WIDTH - MARGIN.right,
    top: MARGIN.top,
    bottom: CHART_HEIGHT - MARGIN.bottom,
  };
  const band = scaleBand<number>().domain(points.map((_, i) => i)).range([plot.left, plot.right])
    .paddingInner(0.2).paddingOuter(0.1);
  const inner = scaleBand<number>().domain(series.map((_, i) => i)).range([0, band.bandwidth()]).padding(
    0.05,
  );
  const values = points.flatMap((point) => series.map((s) => point.values[s.key] ?? 0));
  const highest = Math.max(0, ...values);
  // Counts get whole-number ticks only (no "0.5 inspections"); rates and amounts keep theirs.
  const whole = values.every(Number.isInteger);
  const y = scaleLinear().domain([0, highest > 0 ? highest : 1]).nice(5).range([plot.bottom, plot.top]);
  const every = Math.max(1, Math.ceil(points.length / MAX_LABELS));
  return {
    plot,
    ticks: y.ticks(5).filter((value) => !whole || Number.isInteger(value)).map((value) => ({
      value,
      y: y(value),
    })),
    labels: points.flatMap((point, i) =>
      i % every === 0 ? [{ text: point.label, x: band(i)! + band.bandwidth() / 2 }] : []
    ),
    bars: points.flatMap((point, i) =>
      series.map((s, j) => {
        const value = point.values[s.key] ?? 0;
        return {
          series: j,
          x: band(i)! + inner(j)!,
          y: y(value),
          width: inner.bandwidth(),
          height: plot.bottom - y(value),
          value,
          label: point.label,
        };
      })
    ),
    lines: series.map((s) =>
      line<ChartPoint>()
        .x((_, i) => band(i)! + band.bandwidth() / 2)
        .y((point) => y(point.values[s.key] ?? 0))(points) ?? ""
    ),
  };
}
