import { PageTitle, usePlatform } from '@driveratlas/platform';
import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { Block, LegalDocument } from '../content/types';
import { RichText } from './rich-text';
import './legal-page.css';

/** The interactive parts a page puts where its content names them (`{ widget: 'quick-actions' }`). */
export type Widgets = Record<string, ReactNode>;

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "2025-09-15" → "September 15, 2025"; "2025-09" → "September 2025". */
export function formatUpdated(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  return day ? `${MONTHS[month - 1]} ${day}, ${year}` : `${MONTHS[month - 1]} ${year}`;
}

function BlockView({ block, widgets }: { block: Block; widgets: Widgets }) {
  const { site } = usePlatform();
  const text = (value: string) => <RichText text={value} site={site} />;
  if (typeof block === 'string') return <p>{text(block)}</p>;
  if ('list' in block) {
    const items = block.list.map((item, i) => <li key={i}>{text(item)}</li>);
    return block.ordered ? <ol>{items}</ol> : <ul>{items}</ul>;
  }
  if ('table' in block) {
    return (
      <div className="legal-page__table">
        <table>
          <thead>
            <tr>
              {block.table.head.map((cell, i) => (
                <th key={i} scope="col">
                  {text(cell)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {block.table.rows.map((row, r) => (
              <tr key={r}>
                {row.map((cell, i) =>
                  i === 0 ? (
                    <th key={i} scope="row">
                      {text(cell)}
                    </th>
                  ) : (
                    <td key={i}>{text(cell)}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }
  if ('heading' in block) {
    return (
      <div className="legal-page__subsection">
        <h3>{text(block.heading)}</h3>
        <Blocks blocks={block.blocks} widgets={widgets} />
      </div>
    );
  }
  if ('note' in block) return <p className={`legal-page__note legal-page__note--${block.tone ?? 'info'}`}>{text(block.note)}</p>;
  if ('cards' in block) {
    return (
      <ul className="legal-page__cards">
        {block.cards.map((card) => (
          <li key={card.title} className="legal-page__card">
            <h3>{text(card.title)}</h3>
            <p>{text(card.text)}</p>
          </li>
        ))}
      </ul>
    );
  }
  if ('steps' in block) {
    return (
      <ol className="legal-page__steps">
        {block.steps.map((step, index) => (
          <li key={step.title}>
            <span className="step-number legal-page__step-number" aria-hidden>
              {index + 1}
            </span>
            <h3>{text(step.title)}</h3>
            <p>{text(step.text)}</p>
          </li>
        ))}
      </ol>
    );
  }
  if (!(block.widget in widgets)) throw new Error(`The page has no widget "${block.widget}"`);
  return <>{widgets[block.widget]}</>;
}

function Blocks({ blocks, widgets }: { blocks: Block[]; widgets: Widgets }) {
  return blocks.map((block, i) => <BlockView key={i} block={block} widgets={widgets} />);
}

/** The section a link's `#anchor` names is scrolled to once the page is there (the browser looked for it before the page arrived). */
function useScrollToAnchor() {
  const { hash } = useLocation();
  useEffect(() => {
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    target?.scrollIntoView();
  }, [hash]);
}

/** A legal text: its title and badge, the introduction, a table of contents, the sections, and the date it was last updated. */
export function LegalDocumentPage({ document: doc, widgets = {} }: { document: LegalDocument; widgets?: Widgets }) {
  useScrollToAnchor();
  return (
    <article className="legal-page">
      <PageTitle title={doc.title} description={doc.description}>
        {doc.badge && <p className="legal-page__badge">{doc.badge}</p>}
      </PageTitle>
      <div className="legal-page__intro">
        <Blocks blocks={doc.intro} widgets={widgets} />
      </div>
      <div className="legal-page__layout">
        <nav className="legal-page__toc" aria-labelledby="legal-toc-title">
          <h2 id="legal-toc-title">On this page</h2>
          <ol>
            {doc.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="legal-page__sections">
          {doc.sections.map((section) => (
            <section key={section.id} id={section.id} className="legal-page__section" aria-labelledby={`${section.id}-title`}>
              <h2 id={`${section.id}-title`}>{section.title}</h2>
              <Blocks blocks={section.blocks} widgets={widgets} />
            </section>
          ))}
          <p className="legal-page__updated">Last updated: {formatUpdated(doc.updated)}</p>
        </div>
      </div>
    </article>
  );
}
