/**
 * Where a deployed questionnaire finds the collection API. The app calls `/api/v1` on its own origin; the host passes
 * those calls on to the API server. On Netlify that is a proxy rule in the `_redirects` file the build writes from
 * TREESPONSE_API_ORIGIN (see README.md, "Deploying"). A deploy build without an API fails, unless offline mode (nothing
 * leaves the browser) is asked for with VITE_TREESPONSE_OFFLINE=true.
 */

/** Paths the host passes on to the API: the engine's calls and the file addresses. */
export const API_PATHS = ['/api/', '/rails/'];

/**
 * The `_redirects` proxy rules for a deploy build, or null for an explicitly offline build.
 * @param {Record<string, string | undefined>} env
 * @returns {string | null}
 */
export function apiProxyRules(env) {
  if (env.VITE_TREESPONSE_OFFLINE === 'true') return null;
  const given = env.TREESPONSE_API_ORIGIN?.trim();
  if (!given) {
    throw new Error(
      'No collection API for this deploy build: set TREESPONSE_API_ORIGIN to the API server\'s origin ' +
        '(e.g. https://api.example.org), or set VITE_TREESPONSE_OFFLINE=true to build a site that saves nothing.',
    );
  }
  let origin;
  try {
    const url = new URL(given);
    if (!/^https?:$/.test(url.protocol) || url.pathname.replace(/\/+$/, '') !== '' || url.search || url.hash) throw new Error();
    origin = url.origin;
  } catch {
    throw new Error(`TREESPONSE_API_ORIGIN must be an http(s) origin such as https://api.example.org, not ${JSON.stringify(given)}`);
  }
  return API_PATHS.map((path) => `${path}*  ${origin}${path}:splat  200!`).join('\n') + '\n';
}

/**
 * Reads the proxy rules (`/prefix/*  https://host/prefix/:splat  200!`) of a `_redirects` file.
 * @param {string} text
 * @returns {{ prefix: string, target: string }[]}
 */
export function readProxyRules(text) {
  const rules = [];
  for (const line of text.split('\n')) {
    const match = /^(\/\S*)\*\s+(https?:\/\/\S+?):splat\s+200!?\s*$/.exec(line.trim());
    if (match) rules.push({ prefix: match[1], target: match[2] });
  }
  return rules;
}
