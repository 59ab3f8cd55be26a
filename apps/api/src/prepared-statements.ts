/** Distinct statements prepared by name at most, and the longest text prepared (see preparedStatementNames). */
export const MAX_PREPARED_STATEMENTS = 500;
export const MAX_PREPARED_LENGTH = 1000;

/** The names a database session gives its prepared statements (see preparedStatementNames). */
export interface PreparedStatementNames {
  /** The statement's name, or undefined when it runs unprepared (past the cap, too long, or forgotten). */
  of(sql: string): string | undefined;
  /** Runs `sql` unprepared from now on. */
  forget(sql: string): void;
}

/**
 * Names for the statements sent to a database, so each session parses a statement once and then only binds and runs
 * it. Only statements of at most MAX_PREPARED_LENGTH characters, the questionnaire's calls among them; PostgreSQL
 * plans a prepared statement for its parameters on its first five runs and then keeps a generic plan only when that
 * costs no more. At most MAX_PREPARED_STATEMENTS distinct texts get a name (statements whose text is built from the
 * input, such as a save's column list, vary; past the cap they run unprepared), so neither this process nor the
 * database's sessions hold an unbounded number.
 */
export function preparedStatementNames(prefix = 'treesponse_'): PreparedStatementNames {
  const names = new Map<string, string | undefined>();
  return {
    of(sql) {
      if (names.has(sql)) return names.get(sql);
      const name = names.size < MAX_PREPARED_STATEMENTS && sql.length <= MAX_PREPARED_LENGTH ? `${prefix}${names.size}` : undefined;
      // texts past the cap are not kept: a text built from the input would grow the map without bound
      if (name) names.set(sql, name);
      return name;
    },
    forget(sql) {
      names.set(sql, undefined);
    },
  };
}
