import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { onInjectable, type Class } from '../../../src/application/injection';

const root = join(__dirname, '../../../src/application');
const sources = (pattern: RegExp) => readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) => pattern.test(file));

/** Every use case and store of src/application (but those of the `leaveOut` files), as their own @injectable() recorded them. */
export function applicationClasses(leaveOut = /^$/): Class<unknown>[] {
  const left = new Set(sources(/\.ts$/).flatMap((file) => (leaveOut.test(file) ? Object.values(jest.requireActual<object>(join(root, file))) : [])));
  sources(/\.ts$/).forEach((file) => jest.requireActual(join(root, file)));
  const classes: Class<unknown>[] = [];
  onInjectable((type) => {
    if (!left.has(type)) classes.push(type);
  });
  return classes;
}

/** Every port symbol the application declares (each area's tokens.ts). */
export function portTokens(): symbol[] {
  return sources(/tokens\.ts$/)
    .flatMap((file) => Object.values(jest.requireActual<Record<string, unknown>>(join(root, file))))
    .filter((value): value is Record<string, symbol> => typeof value === 'object' && value !== null)
    .flatMap((tokens) => Object.values(tokens));
}
