// A person's initials as presence badges and the impersonation banner show them (seed 001, presence): up
// to three capitals of the name, or the whole name when it is at most two characters.
export function initialsOf(displayName: string): string {
  const name = displayName.trim();
  if (name.length <= 2) return name;
  const capitals = name.match(/\p{Lu}/gu) ?? [];
  if (capitals.length > 0) return capitals.slice(0, 3).join("");
  // An all-lower-case name still gets initials: the first letter of each word.
  return name.split(/\s+/).map((word) => word[0]).join("").slice(0, 3).toUpperCase();
}
