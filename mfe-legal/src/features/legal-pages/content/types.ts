/**
 * The legal texts are content, not JSX: each page is a `LegalDocument` of sections and blocks.
 *
 * `Text` is one paragraph or list item in a small Markdown subset:
 * - `**bold**`;
 * - `[label](/path)` links inside the site, `[label](https://…)` links out (always in a new tab),
 *   `[label](/path "new tab")` an internal link that opens in a new tab (where the spec says so);
 *   `mailto:` and `tel:` links are written with the placeholders below;
 * - placeholders filled from the operator's site settings, never written out:
 *   `{productName}`, `{companyName}`, `{address}` (one line), `{email}`, `{phone}`, `{host}`.
 */
export type Text = string;

export type Block =
  /** A paragraph. */
  | Text
  /** A bulleted (or numbered) list. */
  | { list: Text[]; ordered?: boolean }
  /** A table with a header row. */
  | { table: { head: Text[]; rows: Text[][] } }
  /** A sub-section with its own heading (h3). */
  | { heading: Text; blocks: Block[] }
  /** A highlighted notice. */
  | { note: Text; tone?: 'info' | 'success' | 'warning' }
  /** A grid of cards, each a title and its text. */
  | { cards: { title: Text; text: Text }[] }
  /** Numbered steps of a process (a timeline). */
  | { steps: { title: Text; text: Text }[] }
  /** An interactive part the page supplies by name (a form, a button, the consent status). */
  | { widget: string };

export interface LegalSection {
  /** The anchor (`/terms-of-service#dispute-resolution`): lower-case words joined by hyphens. */
  id: string;
  /** The section's heading (h2), also its entry in the table of contents. */
  title: string;
  blocks: Block[];
}

export interface LegalDocument {
  /** The page's h1, also the document title. */
  title: string;
  /** The meta description: one or two sentences, at most 160 characters. */
  description: string;
  /** A badge beside the title, such as "Updated for 2025 US Compliance". */
  badge?: string;
  /** The ISO date (or month) the text was last updated, from `LEGAL_UPDATED`. */
  updated: string;
  /** Paragraphs between the title and the table of contents. */
  intro: Block[];
  sections: LegalSection[];
}
