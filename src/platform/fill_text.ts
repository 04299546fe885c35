// The one way a text with {name} places is filled, for every module's words in every language: a place with
// no value is left as written, so a missing value shows instead of vanishing.
export function fillText(template: string, values: Record<string, string | number>): string {
  return template.replace(
    /\{(\w+)\}/g,
    (whole, name: string) => name in values ? String(values[name]) : whole,
  );
}
