/**
 * The `react-18` test project: React 18 in place of the installed React 19. Modules bundled by vitest follow its
 * aliases; react-dom 18 itself is loaded by Node, whose resolution of `react` and `react-dom` is redirected here.
 */
import Module, { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const REDIRECTS: Record<string, string> = { react: 'react-18', 'react-dom': 'react-dom-18' };

type Resolve = (request: string, ...rest: unknown[]) => string;
const moduleWithResolver = Module as unknown as { _resolveFilename: Resolve };
const resolveFilename = moduleWithResolver._resolveFilename;
moduleWithResolver._resolveFilename = function resolveReact18(request: string, ...rest: unknown[]) {
  const [name, ...path] = request.split('/');
  const redirected = name !== undefined ? REDIRECTS[name] : undefined;
  return resolveFilename.call(this, redirected ? [redirected, ...path].join('/') : request, ...rest);
};

if (!require('react').version.startsWith('18.')) throw new Error('The react-18 project did not load React 18');
