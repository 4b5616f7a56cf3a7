import { describe, expect, it } from 'vitest';
import type { Database } from '../db/connect.ts';
import { inOneTransaction, runWorkflow, type CompensationFailure, type WorkflowStep } from './workflow.ts';

type Log = string[];

const step = (name: string, options: { fails?: boolean; finishes?: boolean; compensationFails?: boolean } = {}): WorkflowStep<Log> => ({
  name,
  async run(log) {
    log.push(`run ${name}`);
    if (options.fails) throw new Error(`${name} failed`);
    return options.finishes ? 'finished' : undefined;
  },
  async compensate(log) {
    log.push(`undo ${name}`);
    if (options.compensationFails) throw new Error(`undo ${name} failed`);
  },
});

describe('workflows', () => {
  it('run every step in order when none fails, undoing nothing', async () => {
    const log: Log = [];
    await runWorkflow([step('a'), step('b'), step('c')], log);
    expect(log).toEqual(['run a', 'run b', 'run c']);
  });

  it('undo the finished steps last first when a later one fails, and pass the failure on', async () => {
    const log: Log = [];
    await expect(runWorkflow([step('a'), step('b'), step('c', { fails: true }), step('d')], log)).rejects.toThrow('c failed');
    expect(log).toEqual(['run a', 'run b', 'run c', 'undo b', 'undo a']);
  });

  it('keep undoing when one compensation fails, and report it', async () => {
    const log: Log = [];
    const reported: CompensationFailure[] = [];
    await expect(runWorkflow([step('a'), step('b', { compensationFails: true }), step('c', { fails: true })], log, (failure) => reported.push(failure))).rejects.toThrow('c failed');
    expect(log).toEqual(['run a', 'run b', 'run c', 'undo b', 'undo a']);
    expect(reported.map((failure) => failure.step)).toEqual(['b']);
  });

  it('stop after a step that finds the work already done', async () => {
    const log: Log = [];
    await runWorkflow([step('a'), step('b', { finishes: true }), step('c')], log);
    expect(log).toEqual(['run a', 'run b']);
  });

  it('run a group in one transaction, and undo it in one new transaction, last first', async () => {
    const log: Log = [];
    let transactions = 0;
    const transaction = async <T>(work: (db: Database) => Promise<T>): Promise<T> => {
      transactions += 1;
      log.push(`begin ${transactions}`);
      return work({} as Database);
    };
    const group = inOneTransaction<Log>('group', transaction, [
      { name: 'x', run: async (_, state) => void state.push('run x'), compensate: async (_, state) => void state.push('undo x') },
      { name: 'y', run: async (_, state) => void state.push('run y'), compensate: async (_, state) => void state.push('undo y') },
    ]);
    await expect(runWorkflow([group, step('gateway', { fails: true })], log)).rejects.toThrow('gateway failed');
    expect(log).toEqual(['begin 1', 'run x', 'run y', 'run gateway', 'begin 2', 'undo y', 'undo x']);
  });
});
