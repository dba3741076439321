// @ts-check
/*
 * Step 3: Next's scripts start once the page has loaded, so they never compete with its largest image
 * or text for the network or the main thread (docs/decisions/0032-scripts-after-load.md). A
 * document opts in with `data-scripts="after-load"` on its <html> (the public site's frame);
 * this step rewrites it as it goes out:
 *   <script src="/_next/…" async="">          becomes  <script type="text/x-after-load" …>
 *   <link rel="preload" as="script" …>        becomes  <link rel="x-after-load" as="script" …>
 * A browser neither fetches nor runs either form. A fixed inline script, allowed by its hash,
 * turns them back into the originals after the load event and the frame painted after it.
 * Next's markup is read by the shapes in src/server/internals/next-output.mjs: a tag of another
 * shape is left as it is, and runs at once as before (tests/e2e/next-output.spec.ts fails then).
 * This step holds every HTML page it sees to the end, for this rewrite and for the next step's
 * hashes (./csp.mjs): the policy header must go out before the body.
 */
import { scriptHash } from '../../../lib/csp/script-hash.mjs'
import { documentStart, nextScriptPreload, nextScriptTag } from '../../internals/next-output.mjs'

export const heldScriptType = 'text/x-after-load'
const heldLinkRel = 'x-after-load'

const optedIn = new RegExp(`${documentStart.source}[^>]*\\sdata-scripts="after-load"`, 'i')

/*
 * In a hidden tab nothing paints and requestAnimationFrame waits for the tab to show, so the
 * scripts start at once there. Copying every attribute keeps whatever Next wrote beside `src`.
 */
export const afterLoadScript =
  'addEventListener("load",function(){' +
  'function start(){' +
  `document.querySelectorAll('script[type="${heldScriptType}"],link[rel="${heldLinkRel}"]').forEach(function(held){` +
  'var live=document.createElement(held.localName);' +
  'for(var i=0;i<held.attributes.length;i++)live.setAttribute(held.attributes[i].name,held.attributes[i].value);' +
  'if(live.localName==="script")live.removeAttribute("type");else live.rel="preload";' +
  'held.replaceWith(live)})}' +
  'document.hidden?start():requestAnimationFrame(function(){setTimeout(start)})' +
  '},{once:true})'

const afterLoadScriptHash = scriptHash(afterLoadScript)

/**
 * The document with Next's scripts held until after load, or `undefined` when it did not opt in
 * or holds nothing.
 * @param {string} html
 * @returns {string | undefined}
 */
export function holdScriptsUntilLoad(html) {
  if (!optedIn.test(html)) return undefined
  let held = 0
  const rewritten = html
    .replace(nextScriptTag, (_, src) => {
      held++
      return `<script type="${heldScriptType}" src="${src}" async=""></script>`
    })
    .replace(nextScriptPreload, `<link rel="${heldLinkRel}" as="script"`)
  if (held === 0) return undefined
  return rewritten.replace('</head>', `<script>${afterLoadScript}</script></head>`)
}

/**
 * The hash of the starter when the document holds it, for its Content-Security-Policy: also when
 * it was rewritten before (a page that passed through the pipeline twice).
 * @param {string} html
 * @returns {string[]}
 */
export function afterLoadScriptHashes(html) {
  return optedIn.test(html) && html.includes(`<script>${afterLoadScript}</script>`)
    ? [afterLoadScriptHash]
    : []
}

const isHtml = (/** @type {import('node:http').ServerResponse} */ response) =>
  /^text\/html\b/i.test(String(response.getHeader('content-type') ?? ''))

/** @type {import('./answer.mjs').Step} */
export const scriptsStep = {
  head(answer) {
    const { request, response } = answer
    answer.hold = request.method !== 'HEAD' && response.statusCode !== 304 && isHtml(response)
  },
  body(answer) {
    const rewritten = holdScriptsUntilLoad(String(answer.body))
    if (rewritten !== undefined) answer.body = Buffer.from(rewritten)
  },
}
