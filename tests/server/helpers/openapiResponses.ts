import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';

type Json = Record<string, unknown>;
interface Response { content?: Record<string, { schema: Json }>; headers?: Record<string, { required?: boolean }> }
export interface OpenApiOperation { parameters?: { name: string; in: string; required?: boolean; schema: Json }[]; responses: Record<string, Response>; security?: Json[] }
export interface OpenApiDocument { paths: Record<string, Record<string, OpenApiOperation>>; components: { schemas: Record<string, Json> } }

export interface Answer { statusCode: number; headers: Record<string, unknown>; body: string }

const DEFS = 'https://jiutuan.test/components';

/** Fastify's `/a/:id` as the document writes it (`/a/{id}`). */
export const templateOf = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/**
 * Checks answers against /openapi.json with a JSON Schema validator we did not write (Ajv, draft 2020-12):
 * the status must be documented (exactly, as `4XX`, or `default`), a JSON response must fit that
 * status's schema (objects the contract declares strict carry `additionalProperties: false`), a
 * response documented without content must have no body, and documented required headers must be sent.
 */
export function responseChecker(doc: OpenApiDocument) {
  const ajv = new Ajv2020({ allErrors: true, strict: true });
  ajv.addFormat('email', /^[^@\s]+@[^@\s]+$/);
  ajv.addSchema({ $id: DEFS, $defs: rewrite(doc.components.schemas) });
  const compiled = new Map<string, ValidateFunction>();
  const validator = (key: string, schema: Json) => {
    if (!compiled.has(key)) compiled.set(key, ajv.compile(rewrite(schema)));
    return compiled.get(key)!;
  };

  return (method: string, template: string, answer: Answer): string[] => {
    const where = `${method} ${template} → ${answer.statusCode}`;
    const operation = doc.paths[template]?.[method.toLowerCase()];
    if (!operation) return [`${where}: no such operation in the document`];
    const status = String(answer.statusCode);
    const key = [status, `${status[0]}XX`, 'default'].find((k) => k in operation.responses);
    if (!key) return [`${where}: status not documented (documented: ${Object.keys(operation.responses).join(', ')})`];
    const documented = operation.responses[key];
    const problems = Object.entries(documented.headers ?? {})
      .filter(([name, header]) => header.required && answer.headers[name.toLowerCase()] === undefined)
      .map(([name]) => `${where}: header ${name} missing`);
    // A text answer (the back office's CSV) is checked by its type: its body is the file itself.
    const text = Object.keys(documented.content ?? {}).find((type) => type !== 'application/json');
    if (text) return String(answer.headers['content-type'] ?? '').startsWith(text) ? problems : [...problems, `${where}: documented as ${text}, sent ${String(answer.headers['content-type'])}`];
    const schema = documented.content?.['application/json']?.schema;
    if (!schema) return answer.body === '' ? problems : [...problems, `${where}: documented without a body, sent ${answer.body.slice(0, 80)}`];
    if (!String(answer.headers['content-type'] ?? '').startsWith('application/json')) return [...problems, `${where}: not JSON (${String(answer.headers['content-type'])})`];
    const validate = validator(`${method} ${template} ${key}`, schema);
    if (validate(JSON.parse(answer.body))) return problems;
    return [...problems, ...(validate.errors ?? []).slice(0, 5).map((e) => `${where}: ${e.instancePath || '/'} ${e.message}${e.params && 'additionalProperty' in e.params ? ` (${String(e.params.additionalProperty)})` : ''}`)];
  };
}

/** Points the document's component references at the schema registered under DEFS. */
function rewrite<T>(value: T): T {
  return JSON.parse(JSON.stringify(value).replaceAll('"#/components/schemas/', `"${DEFS}#/$defs/`)) as T;
}
