/**
 * The store as an operator starts it (src/server/main.ts in its own process), for tests that stop
 * and start it. It says when it answers over an IPC channel, so a test waits for that message
 * rather than asking at intervals.
 */
import { spawn, type ChildProcess } from 'node:child_process';

export function hasExited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

export function exitOf(child: ChildProcess): Promise<number | null> {
  return hasExited(child) ? Promise.resolve(child.exitCode) : new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

/** Starts the store with `env` as its whole environment; `log`, when given, collects the lines it logs. */
export function startStoreProcess(env: NodeJS.ProcessEnv, log?: string[]): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], { env, stdio: ['ignore', log ? 'pipe' : 'ignore', 'inherit', 'ipc'] });
  let partial = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    const lines = (partial + chunk).split('\n');
    partial = lines.pop()!;
    log!.push(...lines);
  });
  return child;
}

/** Resolves when the store says it answers; rejects if it exits first. */
export function readyOf(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: unknown) => {
      if (message !== 'ready') return;
      child.off('exit', onExit);
      child.off('message', onMessage);
      resolve();
    };
    const onExit = (code: number | null, signal: NodeJS.Signals | null) => {
      child.off('message', onMessage);
      reject(new Error(`the store exited with ${code ?? signal} before it answered`));
    };
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}
