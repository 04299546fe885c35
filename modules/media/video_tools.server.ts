// The native ffmpeg and ffprobe programs: where they are, and running them. Video processing calls these
// from the worker; they are separate programs (never a shell), so a user's file name or a blob key can
// never become part of a command line, and an aborted job can kill its ffmpeg at once.
import type { MediaConfig } from "../../src/platform/config.ts";

export interface VideoTools {
  ffmpeg: string;
  ffprobe: string;
}

/** ffmpeg or ffprobe is not installed or not where the settings say: shown on the asset and in the log. */
export class VideoToolsMissingError extends Error {
  constructor(detail: string) {
    super(
      `Video processing is not available on this server: ${detail}. ` +
        "Set FFMPEG_PATH and FFPROBE_PATH to the ffmpeg and ffprobe programs, or install ffmpeg.",
    );
    this.name = "VideoToolsMissingError";
  }
}

/** ffmpeg or ffprobe ran and failed; stderr holds the end of what it said, for the log. */
export class VideoToolError extends Error {
  constructor(readonly program: string, readonly exitCode: number, readonly stderr: string) {
    super(`${program} failed (exit code ${exitCode}): ${lastLine(stderr) || "no error output"}`);
    this.name = "VideoToolError";
  }
}

/**
 * The programs named by FFMPEG_PATH / FFPROBE_PATH, else the ones on PATH. Looked up when video work starts
 * (not at app start), so a server without ffmpeg still serves photos and says why videos cannot be done.
 */
export async function findVideoTools(
  media: Pick<MediaConfig, "ffmpegPath" | "ffprobePath">,
  path: string = Deno.env.get("PATH") ?? "",
): Promise<VideoTools> {
  return {
    ffmpeg: await findProgram("ffmpeg", "FFMPEG_PATH", media.ffmpegPath, path),
    ffprobe: await findProgram("ffprobe", "FFPROBE_PATH", media.ffprobePath, path),
  };
}

async function findProgram(name: string, variable: string, configured: string | null, path: string) {
  if (configured !== null) {
    if (await isExecutable(configured)) return configured;
    throw new VideoToolsMissingError(
      `${name} was not found at ${configured} (${variable}), or it is not an executable file`,
    );
  }
  for (const folder of path.split(":").filter((f) => f !== "")) {
    const candidate = `${folder}/${name}`;
    if (await isExecutable(candidate)) return candidate;
  }
  throw new VideoToolsMissingError(`${name} was not found`);
}

async function isExecutable(file: string): Promise<boolean> {
  try {
    const info = await Deno.stat(file);
    return info.isFile && (info.mode === null || (info.mode & 0o111) !== 0);
  } catch {
    return false;
  }
}

export interface RunOptions {
  /** Aborting kills the program (SIGKILL: ffmpeg would otherwise first finish writing its output). */
  signal?: AbortSignal;
}

/** Keeps the end of stderr only: a failing ffmpeg can print megabytes, the cause is in the last lines. */
const STDERR_KEPT = 4000;

/** Runs a program with an argument list; resolves with its stdout, rejects with VideoToolError or the abort. */
export async function runTool(
  program: string,
  args: string[],
  options: RunOptions = {},
): Promise<Uint8Array> {
  const { signal } = options;
  signal?.throwIfAborted();
  const child = new Deno.Command(program, { args, stdin: "null", stdout: "piped", stderr: "piped" }).spawn();
  const kill = () => {
    try {
      child.kill("SIGKILL");
    } catch {
      // Already exited.
    }
  };
  signal?.addEventListener("abort", kill, { once: true });
  try {
    const { code, stdout, stderr } = await child.output();
    signal?.throwIfAborted();
    if (code !== 0) {
      const text = new TextDecoder().decode(stderr.subarray(Math.max(0, stderr.length - STDERR_KEPT)));
      throw new VideoToolError(program.split("/").pop()!, code, text.trim());
    }
    return stdout;
  } finally {
    signal?.removeEventListener("abort", kill);
  }
}

function lastLine(text: string): string {
  return text.trim().split("\n").pop()?.trim() ?? "";
}
