// The customer page's only script, inlined (about 2 KB): everything it adds is also reachable without it.
// - A tapped picture opens full screen in a <dialog>, its thumbnail at once and the large view when it has
//   arrived (without the script, the link opens the picture).
// - A choice updates its item's state line and the "You approved" total at once.
// - The signature pad (shown only when the script runs) draws with a finger or mouse into an SVG path in a
//   600 x 200 box, kept in the form's hidden signature field.
export const REPORT_SCRIPT = `(() => {
const viewer = document.getElementById("viewer");
const big = viewer.querySelector("img");
document.addEventListener("click", (event) => {
  const link = event.target.closest("a.picture");
  if (!link || !viewer.showModal) return;
  event.preventDefault();
  // The thumbnail is on screen already: shown at once, then the large view in its place once it arrived.
  const thumbnail = link.querySelector("img");
  big.src = thumbnail.currentSrc || thumbnail.src;
  big.alt = thumbnail.alt;
  const large = new Image();
  large.onload = () => { if (big.alt === thumbnail.alt && viewer.open) big.src = large.src; };
  large.src = link.dataset.large;
  viewer.showModal();
});
viewer.addEventListener("click", (event) => { if (event.target === big) viewer.close(); });
viewer.addEventListener("close", () => big.removeAttribute("src"));

const form = document.getElementById("answers");
const total = document.querySelector("[data-approved-total]");
// The options of src/platform/money.ts, which wrote the total the server sent.
const money = total ? new Intl.NumberFormat(total.dataset.locale, { style: "currency", currency: total.dataset.currency, currencyDisplay: "narrowSymbol" }) : null;
form.addEventListener("change", (event) => {
  const input = event.target;
  if (input.type !== "radio") return;
  const fieldset = input.closest("fieldset");
  fieldset.querySelector(".state").textContent = fieldset.dataset[input.value];
  if (!total) return;
  let sum = 0;
  for (const checked of form.querySelectorAll("input[value=approved]:checked")) {
    sum += Number(checked.closest("article").dataset.price) || 0;
  }
  total.textContent = money.format(sum);
});

const pad = document.getElementById("signature-pad");
if (pad) {
  pad.closest(".signature").hidden = false;
  const field = form.elements.signature;
  const context = pad.getContext("2d");
  context.lineWidth = 3;
  context.lineCap = "round";
  context.strokeStyle = getComputedStyle(document.body).color;
  let path = field.value;
  let last = null;
  const draw = (from, to) => { context.beginPath(); context.moveTo(from[0], from[1]); context.lineTo(to[0], to[1]); context.stroke(); };
  for (const stroke of path.split("M").filter(Boolean)) {
    const points = stroke.trim().split(" L ").map((p) => p.split(" ").map(Number));
    points.slice(1).forEach((point, i) => draw(points[i], point));
  }
  const at = (event) => {
    const box = pad.getBoundingClientRect();
    return [Math.round((event.clientX - box.left) * 600 / box.width), Math.round((event.clientY - box.top) * 200 / box.height)];
  };
  pad.addEventListener("pointerdown", (event) => {
    pad.setPointerCapture(event.pointerId);
    last = at(event);
    path += (path ? " " : "") + "M " + last.join(" ");
  });
  pad.addEventListener("pointermove", (event) => {
    if (!last) return;
    const next = at(event);
    draw(last, next);
    path += " L " + next.join(" ");
    last = next;
  });
  const end = () => { if (last) field.value = path.slice(0, 20000); last = null; };
  pad.addEventListener("pointerup", end);
  pad.addEventListener("pointercancel", end);
  document.getElementById("clear-signature").addEventListener("click", () => {
    context.clearRect(0, 0, 600, 200);
    path = "";
    field.value = "";
  });
}
})();`;
