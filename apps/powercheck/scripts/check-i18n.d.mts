/** Types of check-i18n.mjs (see there). */
export function flatten(value: unknown, prefix?: string, out?: Map<string, unknown>): Map<string, unknown>;
export function compareLanguages(name: string, byLanguage: Record<string, unknown>): string[];
