/** Text for HTML: what could start a tag or an entity, or end an attribute, is escaped. */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** JSON inside a <script> element: nothing in it can close the element or open a comment. */
export const scriptJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

export interface PageParts {
  title: string;
  description?: string;
  /** The page's one address, absolute. */
  canonical?: string;
  noindex?: boolean;
  /** Open Graph: what a link preview shows. */
  openGraph?: { siteName: string; url: string; type: string };
  jsonLd?: object[];
  /** The Atom feeds that follow the page (absolute addresses), for feed readers. */
  feeds?: Array<{ title: string; href: string }>;
  /**
   * The style sheets of the remote modules the page shows (`file`: their name in the remote's build, as its CSS loader
   * asks for them): their rules inline in the head, each a `<style data-href="{file}">` in which the remote's CSS loader
   * finds it loaded, so the first paint waits for no further request and nothing is fetched and applied again later
   * (each late sheet made the browser restyle the whole page). A sheet whose rules could not be read is linked at the
   * end of the body, where it blocks nothing.
   */
  styleSheets: Array<{ href: string; file: string; css: string }>;
  /** The component library's styles for the page (<style> tags). */
  inlineStyles: string;
  /** The page's HTML, inside #root. */
  body: string;
  /** The id and the JSON of the element the browser takes the page over with. */
  data: { id: string; value: unknown };
}

/**
 * The remote style sheets as `<style data-href="{file}">` elements. A remote's build may write the same rules into
 * several files (a module's styles in each chunk that holds it): those after the first are left empty, still named
 * for the remote's CSS loader to find loaded, so the browser reads each rule once.
 */
function inlineStyleSheets(sheets: PageParts['styleSheets']): string[] {
  const written = new Set<string>();
  return sheets
    .filter(({ css }) => css)
    .map(({ file, css }) => {
      const rules = written.has(css) ? '' : css.replace(/<\/style/gi, '<\\/style');
      written.add(css);
      return `<style data-href="${escapeHtml(file)}">${rules}</style>`;
    });
}

/** The shell's index.html with the page the server rendered in it: its head, its HTML and its data. */
export function pageHtml(template: string, page: PageParts): string {
  const head = [
    page.canonical && `<link rel="canonical" href="${escapeHtml(page.canonical)}">`,
    page.noindex && '<meta name="robots" content="noindex">',
    ...(page.feeds ?? []).map(
      ({ title, href }) => `<link rel="alternate" type="application/atom+xml" title="${escapeHtml(title)}" href="${escapeHtml(href)}">`,
    ),
    page.openGraph && `<meta property="og:site_name" content="${escapeHtml(page.openGraph.siteName)}">`,
    page.openGraph && `<meta property="og:type" content="${escapeHtml(page.openGraph.type)}">`,
    page.openGraph && `<meta property="og:url" content="${escapeHtml(page.openGraph.url)}">`,
    page.openGraph && `<meta property="og:title" content="${escapeHtml(page.title)}">`,
    page.openGraph && page.description && `<meta property="og:description" content="${escapeHtml(page.description)}">`,
    ...inlineStyleSheets(page.styleSheets),
    ...(page.jsonLd ?? []).map((item) => `<script type="application/ld+json">${scriptJson(item)}</script>`),
    page.inlineStyles,
  ]
    .filter(Boolean)
    .join('');
  let html = template.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`);
  if (page.description)
    html = html.replace(/<meta name="?description"? content="[^"]*">/, `<meta name="description" content="${escapeHtml(page.description)}">`);
  return html
    .replace('</head>', `${head}</head>`)
    .replace(/<div id="?root"?><\/div>/, `<div id="root">${page.body}</div>`)
    .replace(
      '</body>',
      `${page.styleSheets
        .filter(({ css }) => !css)
        .map(({ href }) => `<link rel="stylesheet" href="${escapeHtml(href)}">`)
        .join('')}` + `<script type="application/json" id="${page.data.id}">${scriptJson(page.data.value)}</script></body>`,
    );
}
