// `npm start`: build the production bundle (client, SSR and the server itself) when it is missing or
// stale, then run the compiled server. `npm run demo` is the same with DEMO_MODE=1.
import { buildIfStale } from './build-if-stale.mjs';
import { supervise } from './supervise.mjs';

buildIfStale();
supervise(['--enable-source-maps', 'dist/app/main.js', ...process.argv.slice(2)], { NODE_ENV: 'production', ...process.env });
