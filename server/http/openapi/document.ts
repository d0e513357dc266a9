import { closeEnumRecords, components, propertiesOf, reachable, schemaOf, type Json } from './components';
import { responsesOf, securityOf, SECURITY_SCHEMES } from './responses';
import type { AnySchema, RouteDoc } from './routeDoc';
import type { Endpoint } from '../../../contract/endpoint';
import { STAFF_ROLE_LABELS } from '../../../contract/adminRoles';
import type { EndpointTable } from '../registerEndpoints';

/** Which API routes the document lists: the JSON API prefixes, plus any other route the registry documents. */
const API_PREFIX = /^\/(v\d+|api|search|resource|admin\/api)(\/|$)/;
export const isDocumentedRoute = (url: string) => !url.includes('*') && API_PREFIX.test(url);

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface RegisteredRoute {
  method: string;
  url: string;
  /** Registered with `config: { csrf: 'provider-callback' }`: no platform header asked (http/csrf.ts). */
  providerCallback?: boolean;
}

function parametersOf(route: RegisteredRoute, doc: RouteDoc | undefined, csrfGuarded: boolean, names: Map<AnySchema, string>): Json[] {
  const params = propertiesOf(doc?.params);
  const query = propertiesOf(...[doc?.query ?? []].flat());
  const parameters: Json[] = [];
  for (const name of route.url.split('/').filter((part) => part.startsWith(':')).map((part) => part.slice(1))) {
    parameters.push({ name, in: 'path', required: true, schema: params.properties[name] ?? { type: 'string' } });
  }
  for (const [name, schema] of Object.entries(query.properties)) {
    parameters.push({ name, in: 'query', required: query.required.includes(name) && !('default' in schema), schema });
  }
  if (csrfGuarded) {
    parameters.push({ name: 'platform', in: 'header', required: true, description: 'desktop | mobile | ios.app | android.app：變更狀態的呼叫一律要帶 (CSRF)', schema: { type: 'string' } });
  }
  for (const [name, header] of Object.entries(doc?.headers ?? {})) {
    parameters.push({ name, in: 'header', required: header.required, description: header.description, schema: schemaOf(header.schema, names, 'input') });
  }
  return parameters;
}

function operation(route: RegisteredRoute, doc: RouteDoc | undefined, names: Map<AnySchema, string>): Json {
  const { method, url } = route;
  const stateChanging = STATE_CHANGING.has(method);
  const csrfGuarded = stateChanging && !route.providerCallback;
  const op: Json = {
    operationId: `${method.toLowerCase()}${url.replace(/[/:{}-]+(.)?/g, (_m, c?: string) => (c ? c.toUpperCase() : ''))}`,
    summary: doc?.staff ? `${doc.summary}（${doc.staff.map((r) => STAFF_ROLE_LABELS[r]).join('、')}）` : doc?.summary ?? `${method} ${url}`,
    tags: [url.split('/').filter(Boolean).slice(0, 2).join('/')],
    security: securityOf(doc, csrfGuarded),
    parameters: parametersOf(route, doc, csrfGuarded, names),
    responses: responsesOf(doc, { stateChanging, csrfGuarded }, names),
  };
  if (stateChanging && doc?.consumes) {
    op.requestBody = { required: true, description: `${doc.consumes} body`, content: { [doc.consumes]: { schema: schemaOf(doc.body!, names, 'input') } } };
  } else if (stateChanging) {
    op.requestBody = {
      required: method !== 'DELETE',
      description: 'JSON body (Content-Type: application/json；沒有內容時送 {})',
      content: { 'application/json': { schema: doc?.body ? schemaOf(doc.body, names, 'input') : { type: 'object' } } },
    };
  }
  if (!doc) op['x-generic'] = true;
  if (doc?.demo) op['x-demo-mode-only'] = true;
  return op;
}

const DESCRIPTION = [
  'Success bodies are `{ "data": … }`; failures are `{ "error_code", "message", "link"?, "fields"? }` with the HTTP status.',
  'Every operation lists each status it can answer. A method a path does not have is 405 with `Allow` (GEN_000405), before any other check.',
  'Member routes take any one of the credentials in `security`; state changes also need the `platform` header (CSRF) and a JSON body.',
  'Schemas come from contract/ (zod 4, z.toJSONSchema); paths and methods from the routes the server registered.',
].join(' ');

/** What the document says of a declared endpoint: its declaration, in the registry's terms. */
export const docOf = (e: Endpoint): RouteDoc => ({
  summary: e.summary, member: e.access === 'member', caller: e.access === 'caller', staff: e.access === 'staff' ? (e.roles ?? []) : undefined, params: e.params, query: e.query, body: e.body,
  headers: e.headers, response: e.response, envelope: e.envelope, status: e.status, errors: e.errors, demo: e.demo, bodyLimit: e.bodyLimit,
  consumes: e.consumes, produces: e.produces,
});

/**
 * The OpenAPI 3.1 document of the routes Fastify registered: a declared endpoint from its declaration
 * (contract/endpoints); an API-path route without one would show as generic (the openapi test forbids it).
 */
export function openApiDocument(routes: RegisteredRoute[], declared: EndpointTable, info: { origin: string; version: string }): Json {
  const { schemas, names } = components();
  const paths: Record<string, Record<string, Json>> = {};
  const seen = new Set<string>();
  for (const route of routes) {
    const { method, url } = route;
    const handling = declared.get(`${method} ${url}`);
    // A declared endpoint is documented wherever it lives (/ping, the demo's /dev/events.json).
    if (method === 'HEAD' || method === 'OPTIONS' || !(handling || isDocumentedRoute(url)) || seen.has(`${method} ${url}`)) continue;
    seen.add(`${method} ${url}`);
    const path = url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
    (paths[path] ??= {})[method.toLowerCase()] = operation(route, handling ? docOf(handling.endpoint) : undefined, names);
  }
  const sorted = Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b)));
  const document = {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: { title: '寶貝揪團 API', version: info.version, description: DESCRIPTION },
    servers: [{ url: info.origin }],
    paths: sorted,
    components: { schemas: reachable(schemas, sorted), securitySchemes: SECURITY_SCHEMES },
  };
  closeEnumRecords(document);
  return document;
}
