/**
 * The consent banner, mounted by the shell on every page. The banner itself (Your Privacy Choices,
 * Global Privacy Control, the preferences dialog) comes with the legal-and-consent issue.
 */
export default function ConsentBanner() {
  return null;
}
