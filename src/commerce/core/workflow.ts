/**
 * A workflow of named steps, each with what undoes it (the shape of Medusa's workflows): the steps
 * run in order over one state; when one fails, the compensations of the steps that had finished run
 * last first, and the failure goes on to the caller. A step answers 'finished' when the work is
 * already done (a retry of a placed order) and the steps after it have nothing to do.
 */
import type { Database } from '../db/connect.ts';

export interface WorkflowStep<State> {
  readonly name: string;
  run(state: State): Promise<void | 'finished'>;
  /** Undoes what `run` did, once a later step has failed. */
  compensate?(state: State): Promise<void>;
}

/** A step of a group that shares one transaction: it runs, and is undone, on that transaction. */
export interface TransactionStep<State> {
  readonly name: string;
  run(db: Database, state: State): Promise<void | 'finished'>;
  compensate?(db: Database, state: State): Promise<void>;
}

export class CompensationFailure extends Error {
  constructor(
    readonly step: string,
    readonly cause: unknown,
  ) {
    super(`the compensation of "${step}" failed`);
    this.name = 'CompensationFailure';
  }
}

export async function runWorkflow<State>(steps: ReadonlyArray<WorkflowStep<State>>, state: State, onCompensationFailure: (failure: CompensationFailure) => void = (failure) => console.error(failure.message, failure.cause)): Promise<void> {
  const finished: Array<WorkflowStep<State>> = [];
  for (const step of steps) {
    let outcome: void | 'finished';
    try {
      outcome = await step.run(state);
    } catch (error) {
      for (const done of finished.reverse()) {
        // One compensation failing must not keep the others from running.
        await done.compensate?.(state).catch((cause: unknown) => onCompensationFailure(new CompensationFailure(done.name, cause)));
      }
      throw error;
    }
    if (outcome === 'finished') return;
    finished.push(step);
  }
}

/**
 * Steps that share one transaction, as one step of the workflow. Failing inside, they roll back
 * together and need no compensation; a later step's failure undoes them together in one new
 * transaction, last first.
 */
export function inOneTransaction<State>(name: string, transaction: <T>(work: (db: Database) => Promise<T>) => Promise<T>, steps: ReadonlyArray<TransactionStep<State>>): WorkflowStep<State> {
  return {
    name,
    run: (state) =>
      transaction(async (db) => {
        for (const step of steps) if ((await step.run(db, state)) === 'finished') return 'finished' as const;
        return undefined;
      }),
    compensate: (state) =>
      transaction(async (db) => {
        for (const step of [...steps].reverse()) await step.compensate?.(db, state);
      }),
  };
}
