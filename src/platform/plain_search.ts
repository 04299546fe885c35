// The router's query strings as plain name=value pairs (seed 000: URLs are contracts). TanStack Router's
// default JSON-parses values and JSON-quotes strings that look like numbers, so a work-order system's link
// `/demo/inspections/add?cust_phone_mobile=5551234567&year=2003` was answered with a 307 to
// `...cust_phone_mobile=%225551234567%22&year=%222003%22`. Here every value is read as text (a repeated
// name as a list, in order) and written back the same way, so a link from outside round-trips unchanged and
// is answered as it is. Each route's validateSearch turns the texts into what the page needs.

/** The search of a URL, each value as text; a name given more than once keeps every value, in order. */
export function parsePlainSearch(searchText: string): Record<string, string | string[]> {
  // No prototype: a parameter named __proto__ or constructor is just a parameter.
  const search: Record<string, string | string[]> = Object.create(null);
  for (const [name, value] of new URLSearchParams(searchText)) {
    const earlier = search[name];
    search[name] = earlier === undefined ? value : [...(Array.isArray(earlier) ? earlier : [earlier]), value];
  }
  return search;
}

/** The query string ("?a=1&b=x", or "" when nothing is left) for a router's search object. */
export function stringifyPlainSearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(search)) {
    for (const one of Array.isArray(value) ? value : [value]) {
      const text = plainValue(one);
      if (text !== undefined) params.append(name, text);
    }
  }
  const text = params.toString();
  return text === "" ? "" : `?${text}`;
}

/** Booleans as 1 or 0 (seed 000 section 5); nothing for an absent value. */
function plainValue(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === "boolean") return value ? "1" : "0";
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}
