// The one Vite feature the preview uses, typed without pulling Vite's client types into the package.
interface ImportMeta {
  glob(pattern: string, options?: { eager?: boolean }): Record<string, unknown>;
}
