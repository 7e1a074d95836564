import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/** Search conditions the job search and the talent directory build alike. */

/**
 * The words of a search as tsquery lexemes: lower case, without the characters tsquery gives
 * meaning to (so no input can be a syntax error), a word with nothing left dropped, at most 8.
 */
export function searchWords(words: string): string[] {
  return words
    .split(/\s+/)
    .map((word) => word.toLowerCase().replace(/[&|!():*<>'\\]/g, ''))
    .filter((word) => /[\p{L}\p{N}]/u.test(word))
    .slice(0, 8);
}

/** Words become prefixes that must all match (`react & nati:*`…), each quoted as a lexeme. */
export function prefixQuery(words: string): string | undefined {
  const lexemes = searchWords(words);
  return lexemes.length ? lexemes.map((word) => `'${word}':*`).join(' & ') : undefined;
}

/**
 * Rows whose lower-case skills (a generated column with a GIN index) hold any of these; none
 * asked, no condition. The job search and the talent directory filter by skill alike.
 */
export function withAnySkill(skillKeys: SQLWrapper, skills: string[]): SQL | undefined {
  if (skills.length === 0) return undefined;
  return sql`${skillKeys} && array[${sql.join(
    skills.map((skill) => sql`${skill}`),
    sql`, `,
  )}]::text[]`;
}
