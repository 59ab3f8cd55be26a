/** The part of jsdom's API the unit tests use (the package ships no types). */
declare module 'jsdom' {
  export class JSDOM {
    constructor(
      html: string,
      options?: { runScripts?: 'dangerously' | 'outside-only'; pretendToBeVisual?: boolean; url?: string; beforeParse?: (window: Window) => void },
    );
    readonly window: Window & typeof globalThis;
  }
}
