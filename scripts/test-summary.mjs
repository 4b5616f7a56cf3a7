#!/usr/bin/env node
// Closes a CI run: the test files that failed with the first error of each, then one line
// "N passed, N failed, N skipped" added up over vitest's JSON reports.
//
//   test-summary.mjs --step=<exit status>:<name> ... --suite=<exit status>:<report dir>:<name> ... [report.json ...]
//
// A step without tests (lint, typecheck, build) that failed counts as one failure; so does a suite
// that failed without a failed test in its reports (its setup failed, or it never wrote one), so a
// red run never closes on "0 failed".
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

let passed = 0;
let failed = 0;
let skipped = 0;
const failures = [];

/** The first line of an error that says something, without the colours of the console reporter. */
function firstLine(message) {
  const plain = stripVTControlCharacters(String(message ?? ''));
  return (plain.split('\n').find((line) => line.trim()) ?? 'failed without a message').trim().slice(0, 300);
}

/** Adds a vitest JSON report to the totals; answers how many failures it brought. */
function addReport(file) {
  if (!existsSync(file)) return 0;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const before = failed;
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  for (const result of report.testResults ?? []) {
    if (result.status !== 'failed') continue;
    const name = path.relative(process.cwd(), result.name);
    const test = (result.assertionResults ?? []).find((assertion) => assertion.status === 'failed');
    if (test) {
      failures.push(`${name} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    } else {
      // The file failed outside its tests (a hook, an import): no test counted it.
      failed += 1;
      failures.push(`${name}: ${firstLine(result.message)}`);
    }
  }
  return failed - before;
}

function stepFailed(name) {
  failed += 1;
  failures.push(`${name}: failed (its output is above)`);
}

for (const argument of process.argv.slice(2)) {
  const step = /^--step=(\d+):(.+)$/.exec(argument);
  const suite = /^--suite=(\d+):([^:]+):(.+)$/.exec(argument);
  if (step) {
    if (step[1] !== '0') stepFailed(step[2]);
  } else if (suite) {
    const [, status, directory, name] = suite;
    const reports = existsSync(directory) ? readdirSync(directory).filter((file) => file.endsWith('.json')) : [];
    const found = reports.reduce((sum, file) => sum + addReport(path.join(directory, file)), 0);
    if (status !== '0' && found === 0) stepFailed(name);
  } else {
    addReport(argument);
  }
}

if (failures.length > 0) {
  console.log('\nFailed:');
  for (const failure of failures) console.log(`  ${failure}`);
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
