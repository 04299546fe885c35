import assert from "node:assert/strict";
import { chartGeometry, type ChartPoint } from "./chart_geometry.ts";

const series = [{ key: "done", name: "Done" }, { key: "sent", name: "Sent" }];
const week = (label: string, done: number, sent: number): ChartPoint => ({ label, values: { done, sent } });

Deno.test("bars stand on the axis, each as tall as its value, the series side by side in their period", () => {
  const geometry = chartGeometry(series, [week("Mon", 10, 5), week("Tue", 20, 0)]);
  const [monDone, monSent, tueDone, tueSent] = geometry.bars;
  for (const bar of geometry.bars) assert.equal(bar.y + bar.height, geometry.plot.bottom);
  assert.equal(tueDone.height, monDone.height * 2);
  assert.equal(monSent.height * 2, monDone.height);
  assert.equal(tueSent.height, 0);
  assert.ok(monDone.x + monDone.width <= monSent.x, "side by side, not overlapping");
  assert.ok(monSent.x + monSent.width < tueDone.x, "the next period to the right");
  assert.deepEqual(geometry.ticks.map((tick) => tick.value), [0, 5, 10, 15, 20]);
});

Deno.test("a quiet period (all zero) draws an empty chart with whole-number ticks, never NaN", () => {
  const geometry = chartGeometry(series, [week("Mon", 0, 0)]);
  assert.ok(geometry.bars.every((bar) => bar.height === 0 && Number.isFinite(bar.y)));
  assert.deepEqual(geometry.ticks.map((tick) => tick.value), [0, 1]);
  assert.ok(geometry.lines.every((path) => !path.includes("NaN")));
});

Deno.test("many periods: the labels are thinned so they never crowd; a line per series", () => {
  const points = Array.from({ length: 90 }, (_, i) => week(`Day ${i + 1}`, i, 90 - i));
  const geometry = chartGeometry(series, points);
  assert.ok(geometry.labels.length <= 10, `${geometry.labels.length} labels`);
  assert.equal(geometry.labels[0].text, "Day 1");
  const gaps = geometry.labels.slice(1).map((label, i) => label.x - geometry.labels[i].x);
  assert.ok(gaps.every((gap) => gap >= 55), "at least 55 px apart");
  assert.equal(geometry.lines.length, 2);
  assert.match(geometry.lines[0], /^M[\d.]+,[\d.]+(L[\d.]+,[\d.]+){89}$/);
});
