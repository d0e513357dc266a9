/** A shop process for tracing.test.ts: the test app on its dialect's database, listening on a free port. */
import 'reflect-metadata';
import type { AddressInfo } from 'node:net';
import { createTestApp, type Dialect } from '../helpers/testApp';

const shop = await createTestApp(process.argv[2] as Dialect);
await shop.app.listen({ host: '127.0.0.1', port: 0 });
process.stdout.write(`listening ${(shop.app.server.address() as AddressInfo).port}\n`);
process.once('SIGTERM', () => void shop.close().finally(() => process.exit(0)));
