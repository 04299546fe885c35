// Reading the inspection type pages' on/off query switches (flag_filters.tsx draws them): 1 or absent (seed
// 000 section 5: 1 or 0). Apart from the switches' component, so a route's search reader (in the chunk every
// page loads) brings no page words with it.

export function isTrue(value: unknown): boolean {
  return value === 1 || value === "1" || value === true || value === "true";
}

/** The search object of the given flags: 1 for each one on, nothing for the rest. */
export function flagSearch<Name extends string>(
  names: readonly Name[],
  search: Record<string, unknown>,
): Partial<Record<Name, 1>> {
  return Object.fromEntries(names.filter((name) => isTrue(search[name])).map((name) => [name, 1])) as Partial<
    Record<Name, 1>
  >;
}
