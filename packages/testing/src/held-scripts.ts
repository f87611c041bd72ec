import type { Page, Route } from 'playwright-core';

/**
 * Holds back every script the page asks for (the shell's and the remotes') until release(), as a slow network would:
 * what the visitor does meanwhile meets the page the server rendered, alone. `held()` counts the scripts waiting;
 * release() lets them and any later ones through (those a page left behind when it navigated are gone with it).
 */
export async function holdScripts(page: Page): Promise<{ release(): Promise<void>; held(): number }> {
  const held: Route[] = [];
  let holding = true;
  await page.route(
    (url) => url.pathname.endsWith('.js'),
    (route) => (holding ? void held.push(route) : route.continue()),
  );
  return {
    held: () => held.length,
    release: async () => {
      holding = false;
      await Promise.all(held.splice(0).map((route) => route.continue().catch(() => undefined)));
    },
  };
}
