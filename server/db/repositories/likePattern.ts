import { sql, type RawBuilder } from 'kysely';

/** A pattern for `like … escape '\'` that matches the text anywhere, with wildcards taken literally. */
export const containsPattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The lower-cased column contains any of the words (each matched literally). */
export const containsAny = (column: string, words: readonly string[]): RawBuilder<boolean> =>
  sql<boolean>`(${sql.join(words.map((w) => sql`lower(${sql.ref(column)}) like ${containsPattern(w)} escape '\\'`), sql` or `)})`;
