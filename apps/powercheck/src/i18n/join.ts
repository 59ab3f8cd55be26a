/** Two parts of the texts merged: groups in both are merged key by key, at every depth (no text is in both parts). */
export type Joined<A, B> = {
  [K in keyof A | keyof B]: K extends keyof A
    ? K extends keyof B
      ? A[K] extends string
        ? A[K]
        : Joined<A[K], B[K]>
      : A[K]
    : K extends keyof B
      ? B[K]
      : never;
};

function isGroup(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Merges two parts of the texts, as i18next's addResourceBundle with `deep` does when the app loads them. */
export function joinTexts<A extends object, B extends object>(first: A, second: B): Joined<A, B> {
  const joined: Record<string, unknown> = { ...(first as Record<string, unknown>) };
  for (const [key, value] of Object.entries(second)) {
    const existing = joined[key];
    joined[key] = isGroup(existing) && isGroup(value) ? joinTexts(existing, value) : value;
  }
  return joined as Joined<A, B>;
}
