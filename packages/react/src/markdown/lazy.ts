// What a page loads on the first Markdown text that is not precompiled: the parser and the renderer together, so a
// survey without Markdown loads neither.
export { lexMarkdown } from './parse.js';
export { renderBlocks } from './render.js';
