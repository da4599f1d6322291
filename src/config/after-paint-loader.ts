/**
 * The page's own scripts start once the page has painted its content (issue 14, decision 206).
 *
 * Next puts each of a page's script chunks in `<head>` as `<script src async>`: the browser fetches them while it
 * is still parsing and runs each one the moment it arrives, in between the parser's steps, so on a fast network
 * and a slow phone the first paint waits for React and our islands to be evaluated, and on a slow network 150 KB
 * of script competes with the document and its stylesheet. The production server (scripts/serve.ts,
 * src/server/http/defer-page-scripts.ts) sends those tags as inert placeholders
 * (`<script type="text/x-after-paint" data-src>`) and this inline script, placed before the first of them, adds
 * the real scripts once the document is parsed and its first contentful paint is reported (Paint Timing), or
 * three seconds after the document was parsed in a browser that reports no paint. Nothing else changes: the
 * scripts are the same, async, in the same order, and hydrate what the server rendered. Without JavaScript nothing
 * runs, as before.
 *
 * Pages rendered per request trust it by its hash (src/config/content-security-policy.ts; a test pins it); the
 * scripts it adds are trusted through 'strict-dynamic'. Not server-only and free of path aliases: next.config.ts
 * imports the policy, which imports this.
 */

/** The placeholder's type: not a script type, so the browser neither fetches nor runs it. */
export const AFTER_PAINT_TYPE = "text/x-after-paint";

const PAINT_FALLBACK_MS = 3000;

export const AFTER_PAINT_SCRIPT = `(function(){var parsed=0,painted=0,done=0,P=window.PerformanceObserver;function go(){if(done||!parsed||!painted)return;done=1;document.querySelectorAll('script[type="${AFTER_PAINT_TYPE}"]').forEach(function(p){var s=document.createElement("script");s.src=p.getAttribute("data-src");s.async=true;document.head.appendChild(s)})}function paint(){painted=1;go()}if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();paint()}}).observe({type:"paint",buffered:true})}else painted=1;function ready(){parsed=1;if(performance.getEntriesByName("first-contentful-paint").length)painted=1;setTimeout(paint,${PAINT_FALLBACK_MS});go()}document.readyState==="loading"?document.addEventListener("DOMContentLoaded",ready):ready()})()`;

/** The SHA-256 of AFTER_PAINT_SCRIPT, as a CSP source. */
export const AFTER_PAINT_SCRIPT_HASH = "'sha256-iCqqZvt+qZAzx5QvGXctZZYiQpDD8a/v/ZgzzfJ1bek='";
