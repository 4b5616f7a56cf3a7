import { describe, expect, it } from 'vitest';
import { workerExecArgv } from './workers.ts';

describe('worker options', () => {
  it('collect garbage on the worker’s own thread when the workers fill the cores', () => {
    expect(workerExecArgv(2, 2, ['--enable-source-maps'])).toEqual(['--enable-source-maps', '--single-threaded-gc']);
    expect(workerExecArgv(4, 2, [])).toEqual(['--single-threaded-gc']);
  });

  it('leave V8’s helper threads to workers with idle cores beside them', () => {
    expect(workerExecArgv(2, 4, ['--enable-source-maps'])).toEqual(['--enable-source-maps']);
  });
});
