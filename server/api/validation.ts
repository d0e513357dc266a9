import { z } from 'zod/mini';
import { invalidInput } from './errors';
import { Messages } from './messages';

type Issue = z.core.$ZodIssue;
/** Turns one zod issue of a field into its zh-TW message; `raw` is what the client sent for the field. */
export type FieldMessage = (issue: Issue, raw: unknown) => string;

const isBlank = (raw: unknown) => raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '');

export const emailMessage: FieldMessage = (_issue, raw) => (isBlank(raw) ? Messages.EMAIL_REQUIRED : Messages.EMAIL_INVALID);

export const newPasswordMessage: FieldMessage = (issue, raw) => {
  if (isBlank(raw)) return Messages.PASSWORD_REQUIRED;
  return issue.code === 'too_big' ? Messages.PASSWORD_TOO_LONG : Messages.PASSWORD_TOO_SHORT;
};

export const passwordMessage: FieldMessage = (_issue, raw) => (isBlank(raw) ? Messages.PASSWORD_REQUIRED : Messages.FIELD_INVALID);

export const nicknameMessage: FieldMessage = (issue, raw) =>
  isBlank(raw) ? Messages.NICKNAME_REQUIRED : issue.code === 'too_big' ? Messages.NICKNAME_TOO_LONG : Messages.FIELD_INVALID;

/**
 * A field inside a list or an object (`options.2.stock`) whose messages are keyed by its pattern
 * (`options.*.stock`): the form shows the message next to that very field.
 */
function nestedField(issue: Issue, messages: Readonly<Record<string, FieldMessage>>): { field: string; message: FieldMessage } | null {
  if (issue.path.length < 2) return null;
  const message: FieldMessage | undefined = messages[issue.path.map((part) => (typeof part === 'number' ? '*' : String(part))).join('.')];
  return message === undefined ? null : { field: issue.path.map(String).join('.'), message };
}

/**
 * Parses an input with its contract schema. On failure it throws a 400 whose `fields` hold one
 * zh-TW message per field (the first problem of each), so nothing is changed by a bad input.
 */
export function parseInput<S extends z.core.$ZodType>(schema: S, input: unknown, messages: Readonly<Record<string, FieldMessage>> = {}): z.output<S> {
  const result = z.safeParse(schema, input);
  if (result.success) return result.data;
  const source = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const nested = nestedField(issue, messages);
    const field = nested?.field ?? (issue.path.length > 0 ? String(issue.path[0]) : '_');
    if (field in fields) continue;
    const message = nested?.message ?? messages[field];
    fields[field] = message ? message(issue, nested ? undefined : source[field]) : field === '_' ? Messages.INVALID_INPUT : Messages.FIELD_INVALID;
  }
  throw invalidInput(fields);
}
