import { useSiteInBrowser } from '@driveratlas/testing';
import type { Page } from 'playwright-core';

const ctx = useSiteInBrowser();

/** Every page of the catalog remote, inside the shell. */
const CATALOG_PAGES = [
  '/',
  '/category/Cameras',
  '/graphics-cards',
  '/network-adapters',
  '/audio-devices',
  '/usb-controllers',
  '/input-devices',
  '/cameras',
  '/search',
  '/search?q=realtek',
  '/driver-guides',
  '/support',
  '/contact',
];

interface Named {
  role: string;
  name: string;
  text: string;
}

/**
 * The buttons and links of the page as assistive technology gets them (Chromium's accessibility tree),
 * each with its visible text: the text a sighted visitor reads on it, without what is hidden from
 * assistive technology on purpose (aria-hidden) and without images' alternative text.
 */
async function buttonsAndLinks(page: Page): Promise<Named[]> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
    nodes: Array<{ ignored: boolean; role?: { value: string }; name?: { value: string }; backendDOMNodeId?: number }>;
  };
  const named: Named[] = [];
  for (const node of nodes) {
    const role = node.role?.value;
    if (node.ignored || (role !== 'button' && role !== 'link') || !node.backendDOMNodeId) continue;
    const { object } = (await cdp.send('DOM.resolveNode', { backendNodeId: node.backendDOMNodeId })) as { object: { objectId: string } };
    const { result } = (await cdp.send('Runtime.callFunctionOn', {
      objectId: object.objectId,
      returnByValue: true,
      functionDeclaration: `function () {
        const visible = (element) => {
          if (element.nodeType === Node.TEXT_NODE) return element.textContent;
          if (element.nodeType !== Node.ELEMENT_NODE || element.getAttribute('aria-hidden') === 'true') return '';
          const style = getComputedStyle(element);
          if (style.display === 'none' || style.visibility === 'hidden') return '';
          return [...element.childNodes].map(visible).join(element.matches('br') ? ' ' : '');
        };
        return visible(this).replace(/\\s+/g, ' ').trim();
      }`,
    })) as { result: { value: string } };
    named.push({ role, name: (node.name?.value ?? '').replace(/\s+/g, ' ').trim(), text: result.value });
  }
  await cdp.detach();
  return named;
}

describe('every button and link of the shell and the catalog is announced by its visible text', () => {
  it.each(CATALOG_PAGES)('on %s', async (path) => {
    await ctx.page.goto(`${ctx.site.url}${path}`);
    await ctx.page.locator('main h1').first().waitFor();
    await ctx.page.waitForLoadState('networkidle');
    const named = await buttonsAndLinks(ctx.page);
    expect(named.length).toBeGreaterThan(5);
    // A control that shows text is named by that text (a link may add a note in brackets, such as
    // "(opens in a new tab)"); one that shows only an icon has a name of its own.
    const wrong = named.filter(({ name, text }) =>
      text ? name !== text && !new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\([^)]+\\)$`).test(name) : !name,
    );
    expect(wrong).toEqual([]);
  });
});
