// The native programs the app uses but can start without: Chromium prints the report's PDFs (web) and
// ffmpeg makes videos play on every phone (worker). A start without one says, once, what it disables and
// how to add it, instead of leaving a mechanic to find out from a video that never plays.
import { access, constants } from "node:fs/promises";
import { findVideoTools, VideoToolsMissingError } from "../modules/media/mod.ts";
import type { Config } from "./platform/config.ts";
import type { Logger } from "./platform/log.ts";

export interface MissingPart {
  part: "chromium" | "ffmpeg";
  /** What the missing part disables and how to add it, for the log. */
  message: string;
}

export async function missingParts(config: Config): Promise<MissingPart[]> {
  const missing: MissingPart[] = [];
  if (config.role !== "worker" && !(await isExecutable(config.pdf.chromiumPath))) {
    missing.push({
      part: "chromium",
      message:
        "Chromium is missing: customer report PDFs answer 503 (the report page still works); install " +
        "Debian's chromium (`deno task tools` as root) or set CHROMIUM_PATH",
    });
  }
  if (config.role !== "web") {
    try {
      await findVideoTools(config.media);
    } catch (error) {
      if (!(error instanceof VideoToolsMissingError)) throw error;
      missing.push({
        part: "ffmpeg",
        message: `${error.message} Until then videos are kept with an error instead of being made playable ` +
          "on every phone (`deno task tools` as root installs ffmpeg).",
      });
    }
  }
  return missing;
}

export async function warnAboutMissingParts(config: Config, log: Logger): Promise<void> {
  for (const { part, message } of await missingParts(config)) log.warn(message, { part });
}

async function isExecutable(path: string | null): Promise<boolean> {
  if (path === null) return false;
  return await access(path, constants.X_OK).then(() => true, () => false);
}
