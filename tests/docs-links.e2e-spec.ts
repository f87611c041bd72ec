/** Every relative link of README.md and docs/ names a file that exists, and its #anchor a heading of that file. */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const ROOT = resolve(__dirname, '..');

/** README.md and every Markdown file under docs/. */
function documents(): string[] {
  const found = [join(ROOT, 'README.md')];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.md')) found.push(path);
    }
  };
  walk(join(ROOT, 'docs'));
  return found;
}

/** The text without fenced code blocks and inline code, where a `[x](y)` is not a link. */
function prose(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/`[^`\n]*`/g, '');
}

/** GitHub's anchor for a heading: its text lower-cased, punctuation dropped, each space a `-`; repeats get -1, -2… */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  const withoutCode = markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
  for (const [, heading] of withoutCode.matchAll(/^#{1,6}[ \t]+(.+?)[ \t]*#*[ \t]*$/gm)) {
    const text = heading
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/<[^>]+>/g, '')
      .replace(/[`*]/g, '');
    const slug = text
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
      .replace(/ /g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/** What is wrong with the relative links of one document: a file that does not exist, an anchor no heading has. */
export function brokenLinks(file: string, markdown: string, read: (path: string) => string | undefined): string[] {
  const problems: string[] = [];
  for (const [link, target] of prose(markdown).matchAll(/\[[^\]]*\]\(\s*<?([^)\s>]*)>?(?:\s+"[^"]*")?\s*\)/g)) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // http(s), mailto: not fetched here
    const [path, anchor] = target.split('#', 2) as [string, string | undefined];
    const targetFile = path === '' ? file : resolve(dirname(file), decodeURIComponent(path));
    const text = read(targetFile);
    if (text === undefined) {
      problems.push(`${link}: no file ${relative(ROOT, targetFile)}`);
      continue;
    }
    if (anchor && targetFile.endsWith('.md') && !headingAnchors(text).has(decodeURIComponent(anchor))) {
      problems.push(`${link}: no heading #${anchor} in ${relative(ROOT, targetFile)}`);
    }
  }
  return problems;
}

const readFromDisk = (path: string) => (existsSync(path) ? (statSync(path).isDirectory() ? '' : readFileSync(path, 'utf8')) : undefined);

describe('links of the README and docs/', () => {
  it.each(documents().map((path) => [relative(ROOT, path), path]))('%s links only to files and headings that exist', (_name, path) => {
    expect(brokenLinks(path, readFileSync(path, 'utf8'), readFromDisk)).toEqual([]);
  });

  it('reads anchors as GitHub makes them', () => {
    const anchors = headingAnchors(
      '# Public reads from memory\n## `npm run bench:api`\n## antd: what the shell provides, what a remote brings\n## Log\n## Log\n',
    );
    expect([...anchors]).toEqual(['public-reads-from-memory', 'npm-run-benchapi', 'antd-what-the-shell-provides-what-a-remote-brings', 'log', 'log-1']);
  });

  it('finds a missing file and a missing heading, and ignores links in code and external ones', () => {
    const docs = join(ROOT, 'docs');
    const files: Record<string, string> = { [join(docs, 'a.md')]: '# Title\n## Settings\n' };
    const markdown = [
      '[ok](a.md#settings) [self](#here) [web](https://example.com/x.md)',
      '[gone](missing.md) [no heading](a.md#setting)',
      '`[code](nowhere.md)`',
      '```\n[fenced](nowhere.md)\n```',
      '## Here',
    ].join('\n');
    const self = join(docs, 'b.md');
    const read = (path: string) => (path === self ? markdown : files[path]);
    expect(brokenLinks(self, markdown, read)).toEqual([
      '[gone](missing.md): no file docs/missing.md',
      '[no heading](a.md#setting): no heading #setting in docs/a.md',
    ]);
  });
});
