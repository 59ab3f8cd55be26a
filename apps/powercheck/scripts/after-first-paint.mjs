/**
 * The script a prerendered page starts its JavaScript with. The page is complete HTML, so nothing visible waits for
 * the app's code: the entry and the chunks it imports are requested once the first frame is painted (the first
 * animation frame, then a task), which leaves a slow connection's bandwidth to the document and the stylesheet
 * until then. The entry then hydrates the page.
 *
 * It also makes every button of the page work from the first paint: a button pressed before the entry has taken over
 * the page (hydrated it, or rendered it) is remembered, shown as waiting (`data-tap-waiting`) and pressed again once
 * the entry announces `TAKEN_OVER_EVENT` (src/app/taken-over.ts fires it). A button pressed twice while waiting
 * counts once. Links and form fields need no help: they work as plain HTML.
 *
 * The loader is one inline classic script with a fixed text, allowed by its hash in the Content-Security-Policy
 * (netlify/csp.mjs, netlify.toml); the addresses it loads are in its data attributes, which the hash does not cover,
 * so a new build needs no new policy.
 */
import { createHash } from 'node:crypto';
import KEPT_ON_DEVICE from '../src/survey/kept-on-device.json' with { type: 'json' };

/** The event the entry fires on `document` once it has taken over the prerendered page. */
export const TAKEN_OVER_EVENT = 'powercheck:taken-over';

const REPLAY_EARLY_TAPS =
  "var d=document,w=[];function k(e){var b=e.target&&e.target.closest&&e.target.closest('#root button');" +
  "if(!b||b.disabled)return;e.preventDefault();e.stopImmediatePropagation();" +
  "if(w.indexOf(b)==-1){w.push(b);b.setAttribute('data-tap-waiting','')}}" +
  "d.addEventListener('click',k,true);" +
  `d.addEventListener('${TAKEN_OVER_EVENT}',function(){d.removeEventListener('click',k,true);` +
  "w.forEach(function(b){b.removeAttribute('data-tap-waiting');if(b.isConnected)b.click()})},{once:true});";

/** How long a questionnaire is kept on the device, in ms (src/survey/kept.ts reads the same file). */
const KEEP_ON_DEVICE_MS = KEPT_ON_DEVICE.keepDays * 24 * 60 * 60_000;

/**
 * On a questionnaire page, a questionnaire kept on this device (src/survey/kept.ts: an entry under the prefix of
 * src/survey/kept-on-device.json, no older than its days there) is about to be shown again: `data-resuming` on the root
 * element hides the intro behind a spinner (src/styles.css) from the first paint, so a reload never flashes the
 * intro. The survey view removes the mark once it shows the questionnaire (or the intro after all).
 */
const MARK_RESUMING =
  "try{if(/^survey:/.test(d.getElementById('root').getAttribute('data-view'))){" +
  'for(var i=0;i!=localStorage.length;i++){var n=localStorage.key(i);' +
  `if(n.indexOf(${JSON.stringify(KEPT_ON_DEVICE.keyPrefix)})==0){var v=JSON.parse(localStorage.getItem(n));` +
  `if(v&&v.id&&!(Date.now()-v.at>${KEEP_ON_DEVICE_MS}))d.documentElement.setAttribute('data-resuming','')}}}}catch(x){}`;

export const AFTER_FIRST_PAINT_LOADER =
  '(function(s){' +
  REPLAY_EARLY_TAPS +
  MARK_RESUMING +
  'var started=0;function start(){if(started++)return;var h=document.head;' +
  "(s.dataset.preload||'').split(' ').forEach(function(u){if(u){var l=document.createElement('link');" +
  "l.rel='modulepreload';l.crossOrigin='';l.href=u;h.appendChild(l)}});" +
  "var e=document.createElement('script');e.type='module';e.crossOrigin='';e.src=s.dataset.entry;h.appendChild(e)}" +
  "try{if(PerformanceObserver.supportedEntryTypes.indexOf('paint')>=0){" +
  "new PerformanceObserver(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();start()}})" +
  ".observe({type:'paint',buffered:true});setTimeout(start,3000);return}}catch(x){}" +
  'requestAnimationFrame(function(){setTimeout(start)})})(document.currentScript)';

/** The CSP source that allows the loader: `'sha256-…'`. */
export const AFTER_FIRST_PAINT_LOADER_HASH = `'sha256-${createHash('sha256').update(AFTER_FIRST_PAINT_LOADER).digest('base64')}'`;

function escapeAttribute(text) {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * Takes the module entry and its module preloads out of a built page's `<head>` and loads them with the loader at
 * the end of `<body>` instead, with `morePreloads` (the chunks the page's first view loads on demand) preloaded
 * too. Throws when the page has no module entry.
 * @param {string} html
 * @param {readonly string[]} [morePreloads]
 * @returns {string}
 */
export function loadScriptsAfterFirstPaint(html, morePreloads = []) {
  const entry = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
  if (!entry) throw new Error('after-first-paint: the page has no module entry script');
  const preloads = [];
  let rewritten = html.replace(entry[0], '');
  rewritten = rewritten.replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_match, href) => {
    preloads.push(href);
    return '';
  });
  for (const href of morePreloads) if (!preloads.includes(href) && href !== entry[1]) preloads.push(href);
  const loader =
    `<script data-entry="${escapeAttribute(entry[1])}" data-preload="${escapeAttribute(preloads.join(' '))}">` +
    `${AFTER_FIRST_PAINT_LOADER}</script>`;
  if (!rewritten.includes('</body>')) throw new Error('after-first-paint: the page has no </body>');
  return rewritten.replace('</body>', () => `  ${loader}\n  </body>`);
}
