/**
 * `npm run orders -- list`, `show HK10000042`, `ship HK10000042 --tracking SF123 --carrier sf_express`,
 * `complete`, `cancel`, `refund [--amount 150.50]`, `retry-refund`, `return`, `remark HK10000042 "text"`.
 */
import { runOrdersCommand } from './ordersCommand.ts';

const exitCode = await runOrdersCommand(process.argv.slice(2), {
  env: process.env,
  out: (line) => console.log(line),
  err: (line) => console.error(line),
});
process.exitCode = exitCode;
