/** Types of prerender.mjs (see there). */
export declare function pageHtml(
  template: string,
  page: { html: string; view: string; language: string; title: string; description: string },
): string;
export declare function prerender(options: { root: string; outDir: string; mode: string; assetsInlineLimit: number }): Promise<string[]>;
