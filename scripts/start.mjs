// `npm start`: build the production bundle when it is missing or stale, then serve it.
import { spawn } from 'node:child_process';
import { buildIfStale } from './build-if-stale.mjs';

buildIfStale();
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
