import assert from "node:assert/strict";
import { renderToString } from "react-dom/server";
import { Chart } from "./chart.tsx";

Deno.test("a chart is SVG in the server's HTML, with its title, its description and its numbers as a table", () => {
  const html = renderToString(
    <Chart
      title="Inspections per week"
      description="Inspections done and sent each week."
      kind="bars"
      series={[{ key: "done", name: "Done" }, { key: "sent", name: "Sent" }]}
      points={[{ label: "Nov 2", values: { done: 12, sent: 9 } }, {
        label: "Nov 9",
        values: { done: 4, sent: 4 },
      }]}
      periodName="Week of"
    />,
  );
  assert.match(html, /<svg[^>]*role="img"[^>]*aria-labelledby="([^" ]+)-title \1-description"/);
  assert.match(html, /<title id="[^"]+-title">Inspections per week<\/title>/);
  assert.match(html, /<desc id="[^"]+-description">Inspections done and sent each week.<\/desc>/);
  assert.equal(html.match(/<rect /g)?.length, 4);
  assert.match(html, /<th scope="col">Week of<\/th><th scope="col">Done<\/th><th scope="col">Sent<\/th>/);
  assert.match(html, /<th scope="row">Nov 2<\/th><td>12<\/td><td>9<\/td>/);
  assert.match(html, /<ul class="chart-legend">/);
});

Deno.test("a line chart writes its values with the format given, one path per series", () => {
  const html = renderToString(
    <Chart
      title="Sent rate"
      description="Share of inspections sent to the customer."
      kind="lines"
      series={[{ key: "rate", name: "Sent" }]}
      points={[{ label: "Oct", values: { rate: 0.5 } }, { label: "Nov", values: { rate: 0.75 } }]}
      periodName="Month"
      format={(value) => `${Math.round(value * 100)}%`}
    />,
  );
  assert.equal(html.match(/<path class="chart-line chart-series-0"/g)?.length, 1);
  assert.match(html, /<td>75%<\/td>/);
  assert.doesNotMatch(html, /chart-legend/, "one series needs no legend");
});
