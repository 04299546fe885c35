// `deno task tools`: the native programs the app and its tests use, from Debian's packages, installed by
// their scripts when missing (as root; otherwise each script says in one line how to install it). `deno task
// start` runs it for Chromium (report PDFs) and ffmpeg (videos), so a first start on a fresh machine is whole;
// the test run adds poppler (the tests read PDFs with it). A tool that stays missing never stops the start:
// the app says at start what that disables.
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const SCRIPTS = fileURLToPath(new URL("./", import.meta.url));

export const TOOLS = {
  chromium: "install_chromium.sh",
  ffmpeg: "install_ffmpeg.sh",
  poppler: "install_poppler.sh",
} as const;

export type Tool = keyof typeof TOOLS;

/** Runs each tool's install script; returns the tools that are still missing afterwards. */
export async function installTools(tools: Tool[]): Promise<Tool[]> {
  const missing: Tool[] = [];
  for (const tool of tools) {
    const result = await new Deno.Command("sh", {
      args: [join(SCRIPTS, TOOLS[tool])],
      stdout: "inherit",
      stderr: "inherit",
    }).output();
    if (!result.success) missing.push(tool);
  }
  return missing;
}

if (import.meta.main) {
  const asked = Deno.args.length > 0 ? Deno.args : ["chromium", "ffmpeg"];
  const unknown = asked.filter((name) => !(name in TOOLS));
  if (unknown.length > 0) {
    console.error(`Unknown tool ${unknown.join(", ")}: choose from ${Object.keys(TOOLS).join(", ")}.`);
    Deno.exit(64);
  }
  await installTools(asked as Tool[]);
}
