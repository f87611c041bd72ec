import { act } from '@testing-library/react';
import { useRef, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useChangedBeforeScripts } from './changed-before-scripts';

/** A filter form as the pages draw it: controlled fields, a hidden one, a file, each from the server's state. */
function Filters({ onChanged }: { onChanged: (changed: Record<string, string>) => void }) {
  const form = useRef<HTMLFormElement>(null);
  const [q, setQ] = useState('printer');
  const [os, setOs] = useState('Windows 11');
  const [maker, setMaker] = useState('all');
  useChangedBeforeScripts(form, onChanged);
  return (
    <form ref={form} method="get" action="/search">
      <input name="q" aria-label="Search" value={q} onChange={(e) => setQ(e.target.value)} />
      {['Windows 11', 'Windows 10'].map((option) => (
        <input key={option} type="radio" name="os" value={option} aria-label={option} checked={os === option} onChange={() => setOs(option)} />
      ))}
      <select name="manufacturer" aria-label="Manufacturer" value={maker} onChange={(e) => setMaker(e.target.value)}>
        <option value="all">All</option>
        <option value="intel">Intel</option>
      </select>
      <input type="hidden" name="type" value="Laser" />
      <input type="file" name="file" aria-label="File" />
    </form>
  );
}

/** The page as the server drew it, changed by `visitor` before the scripts take it over. */
async function takeOver(visitor: (form: HTMLFormElement) => void): Promise<jest.Mock> {
  const onChanged = jest.fn();
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Filters onChanged={onChanged} />);
  document.body.replaceChildren(container);
  visitor(container.querySelector('form')!);
  await act(async () => void hydrateRoot(container, <Filters onChanged={onChanged} />));
  return onChanged;
}

const field = <T extends Element>(form: HTMLFormElement, name: string, value?: string) =>
  form.querySelector<T & Element>(`[name="${name}"]${value ? `[value="${value}"]` : ''}`)!;

describe('useChangedBeforeScripts', () => {
  it('hands over what was typed and chosen before the scripts, and only that, once', async () => {
    const onChanged = await takeOver((form) => {
      field<HTMLInputElement>(form, 'q').value = 'laserjet';
      field<HTMLInputElement>(form, 'os', 'Windows 10').checked = true;
      field<HTMLSelectElement>(form, 'manufacturer').value = 'intel';
    });
    expect(onChanged.mock.calls).toEqual([[{ q: 'laserjet', os: 'Windows 10', manufacturer: 'intel' }]]);
  });

  it('says nothing of a form left as the server drew it, or changed back', async () => {
    const onChanged = await takeOver((form) => {
      field<HTMLInputElement>(form, 'q').value = 'printer';
      field<HTMLSelectElement>(form, 'manufacturer').value = 'intel';
      field<HTMLSelectElement>(form, 'manufacturer').value = 'all';
    });
    expect(onChanged).not.toHaveBeenCalled();
  });

  it('hands over an emptied field as empty', async () => {
    const onChanged = await takeOver((form) => void (field<HTMLInputElement>(form, 'q').value = ''));
    expect(onChanged.mock.calls).toEqual([[{ q: '' }]]);
  });

  it('says nothing of a form the browser drew itself (a page opened by the router)', async () => {
    const onChanged = jest.fn();
    const container = document.createElement('div');
    document.body.replaceChildren(container);
    await act(async () => createRoot(container).render(<Filters onChanged={onChanged} />));
    expect(onChanged).not.toHaveBeenCalled();
  });
});
