import { atomProblems } from './feeds-atom-validator';

/** A valid feed of two entries, which each test breaks in one way. */
const ENTRY = (id: string) =>
  `<entry><id>${id}</id><title>A &amp; B 1.0</title><updated>2025-01-02T03:04:05.000Z</updated><link href="https://driveratlas.example/drivers/1/a-b"/></entry>`;
const FEED = (inside = `${ENTRY('tag:driveratlas.example,2025:driver/1/version/1.0')}${ENTRY('tag:driveratlas.example,2025:driver/2/version/1.0')}`) =>
  `<?xml version="1.0" encoding="utf-8"?><feed xmlns="http://www.w3.org/2005/Atom"><id>https://driveratlas.example/feeds/drivers.atom</id><title>Drivers</title><updated>2025-01-02T03:04:05Z</updated><author><name>DriverAtlas</name></author>${inside}</feed>`;

describe('the Atom validator of the feeds tests (RFC 4287)', () => {
  it('finds nothing wrong with a valid feed', () => {
    expect(atomProblems(FEED())).toEqual([]);
  });

  it('refuses XML that is not well-formed (a bare &)', () => {
    expect(atomProblems(FEED().replace('A &amp; B', 'A & B'))).not.toEqual([]);
  });

  it('refuses a feed outside the Atom namespace', () => {
    expect(atomProblems(FEED().replace('http://www.w3.org/2005/Atom', 'http://purl.org/rss/1.0/'))).toEqual([expect.stringMatching(/namespace/)]);
  });

  it.each(['id', 'title', 'updated'])('refuses a feed without its one <%s>, and one with two', (name) => {
    const feed = FEED();
    const first = new RegExp(`<${name}>[^<]*</${name}>`).exec(feed)![0];
    expect(atomProblems(feed.replace(first, ''))).toContain(`the feed must have exactly one <${name}>; it has 0`);
    expect(atomProblems(feed.replace(first, first + first))).toContain(`the feed must have exactly one <${name}>; it has 2`);
  });

  it('refuses entries without an author when the feed has none, and takes them with their own', () => {
    const withoutAuthor = FEED().replace('<author><name>DriverAtlas</name></author>', '');
    expect(atomProblems(withoutAuthor)).toEqual(expect.arrayContaining([expect.stringMatching(/entry 1 must have an <author>/)]));
    expect(atomProblems(withoutAuthor.replace(/<\/entry>/g, '<author><name>A</name></author></entry>'))).toEqual([]);
  });

  it.each(['id', 'title', 'updated'])('refuses an entry without its one <%s>', (name) => {
    expect(atomProblems(FEED(ENTRY('tag:x,2025:1').replace(new RegExp(`<${name}>[^<]*</${name}>`), '')))).toContain(
      `entry 1 must have exactly one <${name}>; it has 0`,
    );
  });

  it('refuses an entry with neither a link nor a content', () => {
    expect(atomProblems(FEED(ENTRY('tag:x,2025:1').replace(/<link[^>]*\/>/, '')))).toEqual(['entry 1 must have a <link rel="alternate"> or a <content>']);
  });

  it('refuses an id that is not an IRI', () => {
    expect(atomProblems(FEED(ENTRY('driver 1 version 1.0')))).toEqual(['the id "driver 1 version 1.0" is not an IRI']);
  });

  it('refuses a date that is not RFC 3339', () => {
    expect(atomProblems(FEED().replace('2025-01-02T03:04:05Z', 'Thu, 02 Jan 2025 03:04:05 GMT'))).toEqual([
      'the date "Thu, 02 Jan 2025 03:04:05 GMT" is not RFC 3339',
    ]);
  });

  it('refuses two entries with the same id', () => {
    expect(atomProblems(FEED(ENTRY('tag:x,2025:1') + ENTRY('tag:x,2025:1')))).toEqual(['two entries have the id "tag:x,2025:1"']);
  });
});
