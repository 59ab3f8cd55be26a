import type { ReactNode } from 'react';

/** A status only screen readers hear: the whole text is read again whenever it changes (polite, atomic). */
export function LiveStatus({ children }: { children: ReactNode }) {
  return (
    <p className="ts-visually-hidden" aria-live="polite" aria-atomic="true">
      {children}
    </p>
  );
}
