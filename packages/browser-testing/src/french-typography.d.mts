/** Each : ; ! or ? of a French text without a narrow no-break space (U+202F) before it, with the character before it. */
export declare function frenchPunctuationProblems(text: string): string[];
/** The problems of a table of texts (nested tables walked), as `key: «sign»` lines (empty when every text is right). */
export declare function frenchPunctuationReport(texts: object, prefix?: string): string[];
