// Admin CLI entry: `deno task cli <command> [--flags]`. While the app runs on the embedded database, the CLI
// connects to the app's database socket instead of opening the data folder a second time.
import { runCli } from "./cli/run_cli.ts";

const code = await runCli(Deno.args, {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
  env: Deno.env.toObject(),
});
Deno.exit(code);
