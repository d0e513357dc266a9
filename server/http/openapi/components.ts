import { z } from 'zod';
import * as auth from '../../../contract/auth';
import * as authRequests from '../../../contract/authRequests';
import * as catalog from '../../../contract/catalog';
import * as catalogPages from '../../../contract/catalogPages';
import * as catalogPagesRequests from '../../../contract/catalogPagesRequests';
import * as catalogRequests from '../../../contract/catalogRequests';
import * as checkout from '../../../contract/checkout';
import * as checkoutRequests from '../../../contract/checkoutRequests';
import * as common from '../../../contract/common';
import * as explore from '../../../contract/explore';
import * as exploreRequests from '../../../contract/exploreRequests';
import * as mall from '../../../contract/mall';
import * as mallRequests from '../../../contract/mallRequests';
import * as memberOrders from '../../../contract/memberOrders';
import * as memberOrdersRequests from '../../../contract/memberOrdersRequests';
import * as memberDevices from '../../../contract/memberDevices';
import * as memberDevicesRequests from '../../../contract/memberDevicesRequests';
import * as memberProfile from '../../../contract/memberProfile';
import * as memberProfileRequests from '../../../contract/memberProfileRequests';
import * as memberWallet from '../../../contract/memberWallet';
import * as memberWalletRequests from '../../../contract/memberWalletRequests';
import * as notifications from '../../../contract/notifications';
import * as notificationsRequests from '../../../contract/notificationsRequests';
import * as orders from '../../../contract/orders';
import * as purchase from '../../../contract/purchase';
import * as purchaseRequests from '../../../contract/purchaseRequests';
import * as qa from '../../../contract/qa';
import * as qaRequests from '../../../contract/qaRequests';
import * as userinfo from '../../../contract/userinfo';
import * as userinfoRequests from '../../../contract/userinfoRequests';
import type { AnySchema } from './routeDoc';

/** The contract's modules: requests are documented as the client sends them (zod input), responses as the server answers (output). */
const REQUEST_MODULES = { authRequests, catalogPagesRequests, catalogRequests, checkoutRequests, exploreRequests, mallRequests, memberOrdersRequests, memberDevicesRequests, memberProfileRequests, memberWalletRequests, notificationsRequests, purchaseRequests, qaRequests, userinfoRequests };
const RESPONSE_MODULES = { common, auth, catalog, catalogPages, checkout, explore, mall, memberOrders, memberDevices, memberProfile, memberWallet, notifications, orders, purchase, qa, userinfo };

export type Json = Record<string, unknown>;
const isSchema = (value: unknown): value is AnySchema => typeof value === 'object' && value !== null && '_zod' in value;
export const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const upper = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Names each exported schema after its export (prefixed with its module when two modules use one name). */
function named(modules: Record<string, Record<string, unknown>>, taken: Map<AnySchema, string>, used: Set<string>, suffix = '') {
  const registry = z.registry<{ id: string }>();
  for (const [moduleName, exports] of Object.entries(modules)) {
    for (const [exportName, value] of Object.entries(exports)) {
      if (!isSchema(value) || taken.has(value)) continue;
      let name = exportName;
      if (used.has(name)) name = `${upper(moduleName)}${exportName}`;
      if (used.has(name)) name = `${name}${suffix}`;
      used.add(name);
      taken.set(value, name);
      registry.add(value, { id: name });
    }
  }
  return registry;
}

/** JSON Schema of every named contract schema, referencing each other through components. */
export function components(): { schemas: Record<string, Json>; names: Map<AnySchema, string> } {
  const names = new Map<AnySchema, string>();
  const used = new Set<string>();
  const responses = named(RESPONSE_MODULES, names, used, 'Body');
  const requests = named(REQUEST_MODULES, names, used, 'Input');
  const options = { uri: (id: string) => `#/components/schemas/${id}`, unrepresentable: 'any', cycles: 'ref', reused: 'inline' } as const;
  const out = {
    ...z.toJSONSchema(responses, { ...options, io: 'output' }).schemas,
    ...z.toJSONSchema(requests, { ...options, io: 'input' }).schemas,
  } as Record<string, Json>;
  for (const schema of Object.values(out)) {
    delete schema.$schema;
    delete schema.$id;
  }
  return { schemas: out, names };
}

/** A schema used by one route: a reference when the contract names it, else converted in place. */
export function schemaOf(schema: AnySchema, names: Map<AnySchema, string>, io: 'input' | 'output'): Json {
  const name = names.get(schema);
  if (name) return ref(name);
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Json;
  delete json.$schema;
  return json;
}

/** Nested schema properties of an object schema (path and query parameters), input side. */
export function propertiesOf(...schemas: (AnySchema | undefined)[]): { properties: Record<string, Json>; required: string[] } {
  const out = { properties: {} as Record<string, Json>, required: [] as string[] };
  for (const schema of schemas) {
    if (!schema) continue;
    const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Json;
    Object.assign(out.properties, json.properties ?? {});
    out.required.push(...((json.required ?? []) as string[]));
  }
  return out;
}

/**
 * A record keyed by an enum (`z.record(z.enum([...]), V)`) converts to `propertyNames` + `required`
 * with no `properties`: valid, but validators in strict mode and linters read the required keys as
 * undefined. Each key gets its property, the record's value schema.
 */
export function closeEnumRecords(value: unknown): void {
  if (Array.isArray(value)) return value.forEach(closeEnumRecords);
  if (!value || typeof value !== 'object') return;
  const node = value as Json;
  const keys = (node.propertyNames as Json | undefined)?.enum;
  if (Array.isArray(node.required) && Array.isArray(keys) && node.properties === undefined) {
    const each = typeof node.additionalProperties === 'object' ? node.additionalProperties : {};
    node.properties = Object.fromEntries((node.required as string[]).map((key) => [key, each]));
  }
  Object.values(node).forEach(closeEnumRecords);
}

/** Only the components some operation reaches (directly or through other components). */
export function reachable(schemas: Record<string, Json>, paths: unknown): Record<string, Json> {
  const keep = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!value || typeof value !== 'object') return;
    for (const [key, inner] of Object.entries(value)) {
      if (key !== '$ref' || typeof inner !== 'string') visit(inner);
      else if (!keep.has(inner.slice('#/components/schemas/'.length))) {
        keep.add(inner.slice('#/components/schemas/'.length));
        visit(schemas[inner.slice('#/components/schemas/'.length)]);
      }
    }
  };
  visit(paths);
  return Object.fromEntries(Object.entries(schemas).filter(([name]) => keep.has(name)).sort(([a], [b]) => a.localeCompare(b)));
}
