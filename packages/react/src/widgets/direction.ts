/**
 * Whether an element sits in right-to-left text, as the nearest `dir` attribute says (the HTML way to set the
 * direction of a page or part of it).
 */
export function isRightToLeft(element: Element | null): boolean {
  return element?.closest('[dir]')?.getAttribute('dir')?.toLowerCase() === 'rtl';
}
