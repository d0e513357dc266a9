import fc from 'fast-check';

/** A JSON Schema of /openapi.json (the subset z.toJSONSchema writes). */
export type JsonSchema = Record<string, unknown>;

/**
 * Values that fit a documented schema, mostly: valid shapes with bounds pushed to their edges, so the
 * fuzzer reaches the handlers behind validation, where the contract says they should answer.
 */
export function fromSchema(schema: JsonSchema, components: Record<string, JsonSchema>, depth = 0): fc.Arbitrary<unknown> {
  if (typeof schema.$ref === 'string') {
    const target = components[schema.$ref.replace('#/components/schemas/', '')];
    return target && depth < 6 ? fromSchema(target, components, depth + 1) : fc.constant(null);
  }
  const choices = (schema.oneOf ?? schema.anyOf) as JsonSchema[] | undefined;
  if (choices) return fc.oneof(...choices.map((choice) => fromSchema(choice, components, depth + 1)));
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  switch (schema.type) {
    case 'integer': {
      const min = typeof schema.minimum === 'number' ? schema.minimum : typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + 1 : -1000;
      const max = typeof schema.maximum === 'number' ? schema.maximum : 1_000_000;
      return fc.oneof(fc.integer({ min: Math.max(min, -1e9), max: Math.min(max, Math.max(min, -1e9) + 50) }), fc.constantFrom(min, max));
    }
    case 'number':
      return fc.double({ noNaN: true, min: -1e6, max: 1e6 });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'string': {
      const maxLength = typeof schema.maxLength === 'number' ? Math.min(schema.maxLength, 60) : 30;
      const minLength = typeof schema.minLength === 'number' ? Math.min(schema.minLength, maxLength) : 0;
      if (typeof schema.pattern === 'string' && /^\^\\d/.test(schema.pattern)) return fc.integer({ min: 1, max: 9999 }).map(String);
      if (schema.format === 'email') return fc.emailAddress();
      return fc.string({ minLength, maxLength, unit: 'grapheme' });
    }
    case 'array': {
      const items = (schema.items ?? {}) as JsonSchema;
      const maxLength = typeof schema.maxItems === 'number' ? Math.min(schema.maxItems, 4) : 4;
      const minLength = typeof schema.minItems === 'number' ? Math.min(schema.minItems, maxLength) : 0;
      return fc.array(fromSchema(items, components, depth + 1), { minLength, maxLength });
    }
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
      const required = (schema.required ?? []) as string[];
      return fc.record(
        Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, fromSchema(value, components, depth + 1)])),
        { requiredKeys: required.filter((key) => key in properties) },
      );
    }
    default:
      return fc.jsonValue({ maxDepth: 1 });
  }
}
