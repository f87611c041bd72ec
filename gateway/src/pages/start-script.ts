import { createHash } from 'node:crypto';

/**
 * A page the server rendered works as it is: its links and forms need no script. The scripts that enhance it (a filter
 * without a reload, suggestions, dialogs) are loaded when the visitor first moves the pointer, touches, types or moves
 * the focus, so a phone spends none of its first seconds on them and a tap is never kept waiting behind them (a tap
 * that comes first is a link's or a form's). Meanwhile the browser fetches them when it is idle. A page that shows
 * something loading loads them at once: only they can finish it; so does an address whose fragment holds parameters
 * (`#r=…`, a shared My PC report: data only the scripts read, where an anchor's fragment is a name). The start script is inline in the page's head (the
 * content security policy allows it by its hash, and no other inline script), so it costs no request; the page's
 * entry scripts are named on its element (`data-entries`), in their order.
 */

/** The visitor's first signs of acting; a page that only appeared (read, crawled, audited) shows none. */
export const FIRST_SIGNS = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'focusin', 'wheel'];

/** The start script, as the browser runs it (minified by hand: it is in every page). */
export const START_SCRIPT =
  `(()=>{const s=${JSON.stringify(FIRST_SIGNS)},e=document.currentScript.dataset.entries.split(" "),` +
  `l=()=>{for(const t of s)removeEventListener(t,l,!0);for(const t of e){const c=document.createElement("script");c.src=t;c.async=!1;document.head.append(c)}};` +
  `for(const t of s)addEventListener(t,l,{capture:!0,passive:!0});location.hash.includes("=")&&l()})();`;

/** What the content security policy names the start script by. */
export const START_SCRIPT_HASH = `'sha256-${createHash('sha256').update(START_SCRIPT).digest('base64')}'`;

/** A script element that loads a file (the template's entry scripts). */
export const ENTRY_SCRIPT = /<script\b[^>]*\bsrc="?([^" >]+)"?[^>]*><\/script>/gi;

/**
 * Whether a page the server rendered is whole without its scripts: it shows nothing loading (`aria-busy`), which only
 * they can finish (the admin dashboard's session, an API answer that did not come in time).
 */
export const isWholeWithoutScripts = (body: string): boolean => !/\baria-busy="true"/.test(body);

/** The page's template with its entry scripts loaded by the start script, at the visitor's first sign of acting. */
export function startingAtFirstSign(template: string): string {
  const entries = [...template.matchAll(ENTRY_SCRIPT)].map((match) => match[1]);
  if (entries.length === 0) return template;
  const prefetch = entries.map((src) => `<link rel="prefetch" href="${src}" as="script">`).join('');
  return template.replace(ENTRY_SCRIPT, '').replace('</head>', `${prefetch}<script data-entries="${entries.join(' ')}">${START_SCRIPT}</script></head>`);
}
