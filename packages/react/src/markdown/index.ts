// `@treesponse/react/markdown`: the Markdown parser itself, for servers and build steps (Node or browser).
export { precompileMarkdown, lexMarkdown } from './parse.js';
export { preloadMarkdown } from './loader.js';
export type { MarkdownToken, PrecompiledMarkdown } from './tokens.js';
