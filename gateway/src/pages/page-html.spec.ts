import { escapeHtml, pageHtml, scriptJson } from './page-html';

const TEMPLATE =
  '<!doctype html><html lang=en><head><meta name=description content="The site."><title>DriverAtlas</title><script defer src=/main.js></script></head><body><div id=root></div></body></html>';

describe('the page HTML', () => {
  const page = pageHtml(TEMPLATE, {
    title: 'Camera Drivers | DriverAtlas',
    description: 'Webcam drivers & software.',
    canonical: 'https://driveratlas.example/cameras',
    styleSheets: [
      { href: '/remotes/catalog/page.1a2b.css', file: 'page.1a2b.css', css: '.page{color:red}' },
      { href: '/remotes/catalog/late.3c4d.css', file: 'late.3c4d.css', css: '' },
    ],
    inlineStyles: '<style>.x{}</style>',
    body: '<h1>Camera Drivers</h1>',
    data: { id: 'server-rendered', value: { text: '</script><script>alert(1)</script>' } },
  });

  it('carries the title, the description, the canonical link and the style sheets of the page', () => {
    expect(page).toContain('<title>Camera Drivers | DriverAtlas</title>');
    expect(page).toContain('<meta name="description" content="Webcam drivers &amp; software.">');
    expect(page).toContain('<link rel="canonical" href="https://driveratlas.example/cameras">');
    // Named as the remote's CSS loader asks for it, which then finds it loaded instead of fetching and applying it again.
    expect(page).toContain('<style data-href="page.1a2b.css">.page{color:red}</style>');
    expect(page).not.toContain('href="/remotes/catalog/page.1a2b.css"');
    // A sheet whose rules could not be read is linked, at the end of the body.
    expect(page).toContain(
      '<div id="root"><h1>Camera Drivers</h1></div><link rel="stylesheet" href="/remotes/catalog/late.3c4d.css"><script type="application/json"',
    );
  });

  it("writes rules that several of a remote's files hold once, the other files named but empty", () => {
    const shared = '.legal-page{display:flex}';
    const twice = pageHtml(TEMPLATE, {
      title: 'Terms | DriverAtlas',
      styleSheets: [
        { href: '/remotes/legal/1.aa.css', file: '1.aa.css', css: shared },
        { href: '/remotes/legal/2.aa.css', file: '2.aa.css', css: shared },
      ],
      inlineStyles: '',
      body: '',
      data: { id: 'server-rendered', value: {} },
    });
    expect(twice).toContain(`<style data-href="1.aa.css">${shared}</style><style data-href="2.aa.css"></style>`);
  });

  it('puts the data where no text of it can end its script element', () => {
    expect(page).not.toContain('</script><script>alert(1)');
    expect(JSON.parse(scriptJson({ a: '</script>' }))).toEqual({ a: '</script>' });
  });

  it('escapes text for HTML', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});
