// Runs the server as a child process: forwards SIGINT/SIGTERM/SIGHUP to it and ends with its outcome
// (its exit code, or the same signal when it was killed by one), so a supervisor sees the server's
// own result and the server is never left running without us.
import { spawn } from 'node:child_process';
import { tracingArgs } from './tracing-wanted.mjs';

const FORWARDED = ['SIGINT', 'SIGTERM', 'SIGHUP'];

export function supervise(args, env) {
  const child = spawn(process.execPath, [...tracingArgs(env), ...args], { stdio: 'inherit', env });
  const forward = (signal) => child.kill(signal);
  for (const signal of FORWARDED) process.on(signal, forward);
  child.on('exit', (code, signal) => {
    for (const name of FORWARDED) process.off(name, forward);
    if (signal) process.kill(process.pid, signal);
    else process.exit(code ?? 1);
  });
  return child;
}
