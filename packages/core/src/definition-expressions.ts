/** The expressions of a definition as inspectDefinition (definition.ts) collects them before checking them. */

export interface ExpressionEntry {
  source: unknown;
  path: string;
  /** Rank of the page the rule belongs to (null for computed values); page rules may not look at their own page. */
  pageRank: number | null;
  ownPage: string | undefined;
  /** A computed value: may use computed values before it only. */
  computedIndex: number | undefined;
  /** Checked and found right (createSurvey checks a page's expressions on the way to it). */
  checked: boolean;
  /** A rule of a repeating panel's field: the names of its item's fields, which `{panel.<name>}` may read. */
  panel?: ReadonlySet<unknown>;
}

/** Adds the expression at `path` to `into`, unless it is none, a callback or a constant. */
export function expressionOf(
  into: ExpressionEntry[],
  source: unknown,
  path: string,
  pageRank: number | null,
  ownPage: string | undefined,
  computedIndex?: number,
  panel?: ReadonlySet<unknown>,
) {
  if (source === undefined || typeof source === 'function' || typeof source === 'boolean') return;
  into.push({ source, path, pageRank, ownPage, computedIndex, checked: false, panel });
}
