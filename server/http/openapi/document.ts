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
import * as memberProfile from '../../../contract/memberProfile';
import * as memberProfileRequests from '../../../contract/memberProfileRequests';
import * as memberWallet from '../../../contract/memberWallet';
import * as memberWalletRequests from '../../../contract/memberWalletRequests';
import * as orders from '../../../contract/orders';
import * as purchase from '../../../contract/purchase';
import * as purchaseRequests from '../../../contract/purchaseRequests';
import * as qa from '../../../contract/qa';
import * as qaRequests from '../../../contract/qaRequests';
import * as userinfo from '../../../contract/userinfo';
import * as userinfoRequests from '../../../contract/userinfoRequests';
import { DocSchemas, routeDocs, type AnySchema, type RouteDoc } from './routeDocs';

/** The contract's modules: requests are documented as the client sends them (zod input), responses as the server answers (output). */
const REQUEST_MODULES = { authRequests, catalogPagesRequests, catalogRequests, checkoutRequests, exploreRequests, mallRequests, memberOrdersRequests, memberProfileRequests, memberWalletRequests, purchaseRequests, qaRequests, userinfoRequests };
const RESPONSE_MODULES = { DocSchemas, common, auth, catalog, catalogPages, checkout, explore, mall, memberOrders, memberProfile, memberWallet, orders, purchase, qa, userinfo };

/** Which API routes the document lists: the JSON API prefixes, plus any other route the registry documents. */
const API_PREFIX = /^\/(v\d+|api|search|resource)(\/|$)/;
export const isDocumentedRoute = (url: string) => !url.includes('*') && (API_PREFIX.test(url) || Object.keys(routeDocs).some((key) => key.endsWith(` ${url}`)));

type Json = Record<string, unknown>;
const isSchema = (value: unknown): value is AnySchema => typeof value === 'object' && value !== null && '_zod' in value;
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
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
function components(): { schemas: Record<string, Json>; names: Map<AnySchema, string> } {
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
function schemaOf(schema: AnySchema, names: Map<AnySchema, string>, io: 'input' | 'output'): Json {
  const name = names.get(schema);
  if (name) return ref(name);
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Json;
  delete json.$schema;
  return json;
}

/** Nested schema properties of an object schema (path and query parameters), input side. */
function propertiesOf(schema: AnySchema | undefined): { properties: Record<string, Json>; required: string[] } {
  if (!schema) return { properties: {}, required: [] };
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Json;
  return { properties: (json.properties ?? {}) as Record<string, Json>, required: (json.required ?? []) as string[] };
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const genericData = { type: 'object', properties: { data: {} }, required: ['data'] };
const errorResponse = (description: string) => ({ description, content: { 'application/json': { schema: ref('ErrorBody') } } });

function operation(method: string, url: string, doc: RouteDoc | undefined, names: Map<AnySchema, string>): Json {
  const params = propertiesOf(doc?.params);
  const query = propertiesOf(doc?.query);
  const parameters: Json[] = [];
  for (const name of url.split('/').filter((part) => part.startsWith(':')).map((part) => part.slice(1))) {
    parameters.push({ name, in: 'path', required: true, schema: params.properties[name] ?? { type: 'string' } });
  }
  for (const [name, schema] of Object.entries(query.properties)) {
    parameters.push({ name, in: 'query', required: query.required.includes(name) && !('default' in schema), schema });
  }
  if (STATE_CHANGING.has(method)) {
    parameters.push({ name: 'platform', in: 'header', required: true, description: 'desktop | mobile | ios.app | android.app：變更狀態的呼叫一律要帶 (CSRF)', schema: { type: 'string' } });
  }
  for (const [name, header] of Object.entries(doc?.headers ?? {})) {
    parameters.push({ name, in: 'header', required: header.required, description: header.description, schema: schemaOf(header.schema, names, 'input') });
  }

  const status = doc?.status ?? 200;
  const success = status === 204
    ? { description: 'No Content' }
    : status === 303
      ? { description: 'See Other' }
      : {
        description: status === 201 ? 'Created' : 'OK',
        content: { 'application/json': { schema: doc?.response ? { type: 'object', properties: { data: schemaOf(doc.response, names, 'output') }, required: ['data'] } : genericData } },
      };
  const op: Json = {
    operationId: `${method.toLowerCase()}${url.replace(/[/:{}-]+(.)?/g, (_m, c?: string) => (c ? c.toUpperCase() : ''))}`,
    summary: doc?.summary ?? `${method} ${url}`,
    tags: [url.split('/').filter(Boolean).slice(0, 2).join('/')],
    parameters,
    responses: {
      [String(status)]: success,
      '4XX': errorResponse('{ error_code, message, link?, fields? }：400 輸入錯誤 (fields 為各欄位的訊息)、401、403、404、415、422、429 (Retry-After)'),
      '5XX': errorResponse('500 GEN_000500 (no details) 或 503 (關閉中、雜湊佇列滿，Retry-After)'),
    },
  };
  if (STATE_CHANGING.has(method)) {
    op.requestBody = {
      required: method !== 'DELETE',
      description: 'JSON body (Content-Type: application/json；沒有內容時送 {})',
      content: { 'application/json': { schema: doc?.body ? schemaOf(doc.body, names, 'input') : { type: 'object' } } },
    };
  }
  if (doc?.member) op.security = [{ oauthToken: [] }, { authCookie: [] }];
  if (!doc) op['x-generic'] = true;
  if (doc?.demo) op['x-demo-mode-only'] = true;
  return op;
}

export interface RegisteredRoute {
  method: string;
  url: string;
}

/** The OpenAPI 3.1 document of the routes Fastify registered, with the contract's schemas where the registry has them. */
export function openApiDocument(routes: RegisteredRoute[], info: { origin: string; version: string }): Json {
  const { schemas, names } = components();
  const paths: Record<string, Record<string, Json>> = {};
  const seen = new Set<string>();
  for (const { method, url } of routes) {
    if (method === 'HEAD' || method === 'OPTIONS' || !isDocumentedRoute(url) || seen.has(`${method} ${url}`)) continue;
    seen.add(`${method} ${url}`);
    const path = url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
    (paths[path] ??= {})[method.toLowerCase()] = operation(method, url, routeDocs[`${method} ${url}`], names);
  }
  const sorted = Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b)));
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: {
      title: '寶貝揪團 API',
      version: info.version,
      description: 'Success bodies are `{ "data": … }`; failures are `{ "error_code", "message", "link"?, "fields"? }` with the HTTP status. Schemas come from contract/ (zod 4, z.toJSONSchema); paths and methods from the routes the server registered.',
    },
    servers: [{ url: info.origin }],
    paths: sorted,
    components: {
      schemas,
      securitySchemes: {
        oauthToken: { type: 'apiKey', in: 'header', name: 'x-oauth-token', description: 'access token (native apps, the page server)' },
        authCookie: { type: 'apiKey', in: 'cookie', name: 'auth_token_data', description: 'HttpOnly cookie set by sign-in (browsers)' },
      },
    },
  };
}
