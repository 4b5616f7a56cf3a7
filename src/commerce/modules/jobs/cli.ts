/** `npm run jobs -- list [--failed]`, `retry <ID>`. */
import { runJobsCommand } from './jobsCommand.ts';

const exitCode = await runJobsCommand(process.argv.slice(2), {
  env: process.env,
  out: (line) => console.log(line),
  err: (line) => console.error(line),
});
process.exitCode = exitCode;
