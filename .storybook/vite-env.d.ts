// The one Vite feature the preview uses, typed without pulling Vite's client types into the package.
interface ImportMeta {
  glob(pattern: string, options?: { eager?: boolean; query?: string; import?: string }): Record<string, unknown>;
}

// Stylesheets read as text (the design tokens page lists the custom properties they define).
declare module '*.css?raw' {
  const text: string;
  export default text;
}
