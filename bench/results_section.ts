// One section of bench/RESULTS.md (from its `## ` heading to the next), written by a bench that runs alone
// (`deno task bench report`, `deno task bench fuzz`) without touching the other sections.

/** Puts the section into RESULTS.md in place of its last run (up to the next section), or at the end. */
export async function writeResultsSection(
  resultsPath: string,
  heading: string,
  section: string,
): Promise<void> {
  const text = await Deno.readTextFile(resultsPath).catch(() => "# Benchmark results\n");
  const start = text.indexOf(heading);
  if (start < 0) return await Deno.writeTextFile(resultsPath, `${text.trimEnd()}\n\n${section}`);
  const next = text.indexOf("\n## ", start + heading.length);
  const end = next < 0 ? text.length : next + 1;
  await Deno.writeTextFile(
    resultsPath,
    text.slice(0, start) + section + (next < 0 ? "" : "\n") + text.slice(end),
  );
}

/** The section as RESULTS.md has it now (to its end, or the next section), or null. */
export async function readResultsSection(resultsPath: string, heading: string): Promise<string | null> {
  const text = await Deno.readTextFile(resultsPath).catch(() => "");
  const start = text.indexOf(heading);
  if (start < 0) return null;
  const next = text.indexOf("\n## ", start + heading.length);
  return text.slice(start, next < 0 ? text.length : next + 1).trimEnd() + "\n";
}
