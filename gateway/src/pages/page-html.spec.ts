import { escapeHtml, pageHtml, scriptJson } from './page-html';

const TEMPLATE =
  '<!doctype html><html lang=en><head><meta name=description content="The site."><title>DriverAtlas</title><script defer src=/main.js></script></head><body><div id=root></div></body></html>';

describe('the page HTML', () => {
  const page = pageHtml(TEMPLATE, {
    title: 'Camera Drivers | DriverAtlas',
    description: 'Webcam drivers & software.',
    canonical: 'https://driveratlas.example/cameras',
    styleSheets: [{ href: '/remotes/catalog/page.css', css: '.page{color:red}' }],
    inlineStyles: '<style>.x{}</style>',
    body: '<h1>Camera Drivers</h1>',
    data: { id: 'server-rendered', value: { text: '</script><script>alert(1)</script>' } },
  });

  it('carries the title, the description, the canonical link and the style sheets of the page', () => {
    expect(page).toContain('<title>Camera Drivers | DriverAtlas</title>');
    expect(page).toContain('<meta name="description" content="Webcam drivers &amp; software.">');
    expect(page).toContain('<link rel="canonical" href="https://driveratlas.example/cameras">');
    expect(page).toContain('<style>.page{color:red}</style>');
    expect(page).toContain(
      '<div id="root"><h1>Camera Drivers</h1></div><link rel="stylesheet" href="/remotes/catalog/page.css"><script type="application/json"',
    );
  });

  it('puts the data where no text of it can end its script element', () => {
    expect(page).not.toContain('</script><script>alert(1)');
    expect(JSON.parse(scriptJson({ a: '</script>' }))).toEqual({ a: '</script>' });
  });

  it('escapes text for HTML', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});
