/**
 * `npm run gold -- list` and `npm run gold -- set HK-CK9999 --sell 43250.00 --buy 41020.00 [--at ISO]`.
 */
import { runGoldCommand } from './goldCommand.ts';

const exitCode = await runGoldCommand(process.argv.slice(2), {
  env: process.env,
  out: (line) => console.log(line),
  err: (line) => console.error(line),
});
process.exitCode = exitCode;
