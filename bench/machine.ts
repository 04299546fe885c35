// The machine a bench ran on, as each section of bench/RESULTS.md names it: numbers from another machine are
// not comparable.
import os from "node:os";

export function machineDetails(): string {
  const cpu = os.cpus()[0]?.model ?? "unknown CPU";
  return `${cpu}, ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ` +
    `${os.type()} ${os.release()}, Deno ${Deno.version.deno}`;
}
