/**
 * How the production build is served: response headers, cache policy and clean-URL redirects.
 *
 * This is the one source of truth for every server that hosts the site. From it,
 * `scripts/servingFiles.ts` writes `build/_headers` and `build/_redirects` for static
 * hosts (Netlify, Cloudflare Pages) and the include files of the nginx configuration in
 * `deploy/nginx/`, so that the two cannot drift apart. `npm run test:nginx` checks both
 * against a running nginx.
 */

/** A Content-Security-Policy source expression for an inline script, e.g. `sha256-Abc…=`. */
export type ScriptHash = `sha256-${string}`;

/**
 * Only the site itself may provide content. Inline scripts (the colour-mode script Docusaurus
 * puts in every page, the base-URL banner of the home page) are allowed one by one through
 * hashes computed from the build, never through 'unsafe-inline'. Eval is refused, except on the
 * pages with a live code block (`evalAllowed`): its editor compiles the reader's code and runs it
 * with `new Function`, which is eval to the browser.
 * Styles need 'unsafe-inline': the rendered HTML carries style attributes.
 */
export function contentSecurityPolicy(scriptHashes: readonly ScriptHash[], {evalAllowed = false}: {evalAllowed?: boolean} = {}): string {
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...scriptHashes.map((hash) => `'${hash}'`), ...(evalAllowed ? ["'unsafe-eval'"] : [])]],
    // The search runs in a Web Worker from the site's own scripts (src/components/LocalSearch).
    ['worker-src', ["'self'"]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    // Infima's stylesheet draws its icons with data: SVGs.
    ['img-src', ["'self'", 'data:']],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/**
 * The attribute that marks a live code block's result in a page's HTML
 * (src/components/DeferredPlayground): pages that carry it get the policy with eval allowed.
 */
export const LIVE_CODE_MARKER = 'data-live-result';

/** Browser features the site never uses, switched off for it and anything it might embed. */
const DISABLED_FEATURES = ['accelerometer', 'camera', 'geolocation', 'gyroscope', 'magnetometer', 'microphone', 'payment', 'usb'];

/**
 * Headers sent with every response, whatever its status or type, except the
 * Content-Security-Policy, which depends on the page (contentSecurityPolicy).
 */
export function securityHeaders(): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    // For browsers that predate frame-ancestors.
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': DISABLED_FEATURES.map((feature) => `${feature}=()`).join(', '),
  };
}

export type CacheRule = {
  /** URL path prefix, starting and ending with a slash. */
  pathPrefix: `/${string}/`;
  cacheControl: string;
};

export const cacheRules: readonly CacheRule[] = [
  // Docusaurus names every file under /assets/ after a hash of its content, so a new build gives a
  // changed file a new URL: browsers may keep these for a year without asking again.
  {pathPrefix: '/assets/', cacheControl: 'public, max-age=31536000, immutable'},
  // The JSON Schemas of the custom resources (src/plugins/manifestSchemas) keep their URLs across
  // deploys and change only with one: an editor, a CI job or a proxy in between may reuse a copy
  // for an hour without asking, so that validating many manifests does not fetch a schema for each.
  {pathPrefix: '/schemas/', cacheControl: 'public, max-age=3600'},
];

/**
 * Everything else (HTML, the search-index-*.json files, images, feeds, the sitemap) keeps its
 * URL across deploys: browsers may store it but must revalidate (ETag, Last-Modified) before use.
 */
export const defaultCacheControl = 'no-cache';

export function cacheControlFor(urlPath: string): string {
  return cacheRules.find((rule) => urlPath.startsWith(rule.pathPrefix))?.cacheControl ?? defaultCacheControl;
}

/**
 * Folders whose files any origin may read: the schemas, which editors fetch from wherever they run
 * (a web editor's page is another origin), and the agent catalog under /.well-known/
 * (src/plugins/agentCatalog), which agents may fetch from a page of another site.
 */
export const crossOriginFolders: readonly `/${string}/`[] = ['/schemas/', '/.well-known/'];

/** What a response from a crossOriginFolder adds: reading needs no credentials, so any origin will do. */
export const allowAnyOrigin = {name: 'Access-Control-Allow-Origin', value: '*'} as const;

export type Redirect = {from: string; to: string; status: 301};

/**
 * Docusaurus writes each page to `<route>/index.html` (trailingSlash is undefined), which the
 * servers answer at `/route` and `/route/`. The two other spellings of a page, `/route.html` and
 * `/route/index.html`, redirect permanently to the clean URL, so that each page has one address.
 *
 * @param pageRoutes routes of the built pages without trailing slash, `/` for the home page
 */
export function cleanUrlRedirects(pageRoutes: readonly string[]): Redirect[] {
  return pageRoutes.flatMap((route): Redirect[] =>
    route === '/'
      ? [{from: '/index.html', to: '/', status: 301}]
      : [
          {from: `${route}.html`, to: route, status: 301},
          {from: `${route}/index.html`, to: `${route}/`, status: 301},
        ],
  );
}

/**
 * Text files whose type the servers must name explicitly: the Markdown twins of the pages
 * (src/plugins/markdownTwins), which nginx's mime.types does not know, and the plain-text
 * /llms.txt and /llms-full.txt. Both are UTF-8.
 */
export const textFileTypes = [
  {extension: 'md', mediaType: 'text/markdown', inNginxMimeTypes: false},
  {extension: 'txt', mediaType: 'text/plain', inNginxMimeTypes: true},
] as const;

export const contentTypeOf = (mediaType: string): string => `${mediaType}; charset=utf-8`;

/**
 * Quality values are compared to one decimal: a request's preference for a type is its rank,
 * floor(q × 10), from 10 (q=1, the default) down to 0 (not acceptable). The nginx configuration
 * can compare ranks, not arbitrary decimals, so this is the rule both servers and tests follow.
 */
export function qualityRank(q: string | undefined): number {
  if (q === undefined || q === '') return 10;
  const value = Number.parseFloat(q);
  // Out of range is not a quality value: nginx's rank map reads it as 0 too.
  if (!Number.isFinite(value) || value <= 0 || value > 1) return 0;
  return value === 1 ? 10 : Math.floor(value * 10);
}

/**
 * Whether a request for a page should get its Markdown twin: its Accept header lists
 * text/markdown as acceptable, and ranks text/html (named, or through text/* or *\/*) no higher.
 * A tie goes to Markdown, since a client that names text/markdown at all is asking for it.
 */
export function prefersMarkdown(accept: string | undefined): boolean {
  const ranges = new Map<string, number>();
  for (const part of (accept ?? '').split(',')) {
    const [type, ...params] = part.split(';').map((s) => s.trim());
    if (!type) continue;
    const q = params.map((p) => /^q\s*=\s*(.*)$/i.exec(p)?.[1]).find((v) => v !== undefined);
    const name = type.toLowerCase();
    if (!ranges.has(name)) ranges.set(name, qualityRank(q));
  }
  const markdown = ranges.get('text/markdown') ?? 0;
  const html = ranges.get('text/html') ?? ranges.get('text/*') ?? ranges.get('*/*') ?? -1;
  return markdown > 0 && markdown >= html;
}
