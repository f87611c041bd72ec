import { CATEGORIES, catalogueFeedPath, categoryFeedPath, driverFeedPath, driverPath, driverSlug, manufacturerFeedPath } from '@driveratlas/driver-domain';
import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Category } from '../categories/category.entity';
import { DriverVersion } from '../drivers/driver-version.entity';
import { Driver } from '../drivers/driver.entity';
import { WithdrawnVersion } from '../drivers/withdrawn-version.entity';
import { Manufacturer } from '../manufacturers/manufacturer.entity';
import { AtomEntry, AtomFeed, atomXml } from './atom';
import { siteSettings } from './site-settings';

/** The most entries a feed lists: the newest. */
export const FEED_ENTRIES = 50;
/** The date of the entries' tag URIs (RFC 4151): fixed, so that an entry's id never changes. */
const TAG_DATE = '2025';

type Site = ReturnType<typeof siteSettings>;
/** What a feed says of itself besides its entries. */
type FeedHead = Pick<AtomFeed, 'title' | 'subtitle'> & { path: string; page: string };

/** One version of a driver, as an entry: its id is the driver's id and the version, the same in every feed. */
function versionEntry(
  site: Site,
  driver: Driver,
  version: { version: string; releaseDate: string; fileSize: string; notes: string },
  updated: Date,
  published: Date,
  withdrawn?: WithdrawnVersion,
): AtomEntry {
  const tag = `tag:${new URL(site.origin).host},${TAG_DATE}:driver/${driver.id}/version/${encodeURIComponent(version.version.trim())}`;
  const pulled = withdrawn ? `Withdrawn by ${driver.manufacturer}: ${withdrawn.reason}${withdrawn.link ? ` (${withdrawn.link})` : ''} ` : '';
  const about = `${pulled}Version ${version.version}, released ${version.releaseDate}, for ${driver.operatingSystem} (${driver.architecture}), ${version.fileSize}, by ${driver.manufacturer}.`;
  return {
    id: tag,
    title: `${driver.name} ${version.version}${withdrawn ? ' (withdrawn)' : ''}`,
    // A withdrawal updates the entry once, when it is marked.
    updated: withdrawn && withdrawn.withdrawnAt > updated ? withdrawn.withdrawnAt : updated,
    published,
    link: `${site.origin}${driverPath(driver)}`,
    summary: version.notes ? `${about} ${version.notes}` : about,
    categories: [driver.category],
  };
}

/** A category's own page when it has one, else /category/{name}, as the catalogue's pages route it. */
const categoryPage = (name: string): string => CATEGORIES.find((c) => c.name === name)?.route ?? `/category/${encodeURIComponent(name)}`;

/** The Atom feeds of new and updated drivers: the whole catalogue, a category, a manufacturer, a driver's versions. */
@Injectable()
export class FeedsService {
  constructor(
    @InjectRepository(Driver) private readonly drivers: Repository<Driver>,
    @InjectRepository(Category) private readonly categories: Repository<Category>,
    @InjectRepository(Manufacturer) private readonly manufacturers: Repository<Manufacturer>,
  ) {}

  /** The drivers that last changed (a new version, or any edit), newest first. */
  catalogue(): Promise<string> {
    return this.latest(this.drivers.createQueryBuilder('d'), {
      path: catalogueFeedPath(),
      page: '/categories',
      title: 'New and updated drivers',
      subtitle: 'The latest new and updated drivers of the catalogue, with links to the official manufacturer downloads.',
    });
  }

  /** A category's drivers that last changed, by the words of its name (`graphics-cards`); 404 for no category. */
  async category(slug: string): Promise<string> {
    const known = await this.categories.find({ select: { name: true } });
    const category = known.find(({ name }) => driverSlug(name) === slug);
    if (!category) throw new NotFoundException(`No category has the feed "${slug}".`);
    return this.latest(this.drivers.createQueryBuilder('d').where('d.category = :category', { category: category.name }), {
      path: categoryFeedPath(category.name),
      page: categoryPage(category.name),
      title: `${category.name}: new and updated drivers`,
      subtitle: `The latest new and updated ${category.name} drivers.`,
    });
  }

  /** A manufacturer's drivers that last changed, by its slug; 404 for no manufacturer. */
  async manufacturer(slug: string): Promise<string> {
    const maker = await this.manufacturers.findOneBy({ slug });
    if (!maker) throw new NotFoundException(`No manufacturer has the slug "${slug}".`);
    return this.latest(this.drivers.createQueryBuilder('d').where('lower(d.manufacturer) = lower(:name)', { name: maker.name }), {
      path: manufacturerFeedPath(maker.slug),
      page: `/search?manufacturer=${encodeURIComponent(maker.slug)}`,
      title: `${maker.name}: new and updated drivers`,
      subtitle: `The latest new and updated drivers by ${maker.name}.`,
    });
  }

  /**
   * A driver's versions, the current one first, then those it replaced, the last replaced first. The current version
   * was last updated when the driver was; an earlier one when a newer took its place; each was published when it took
   * the place of the one before (the first when the driver was added).
   */
  async driver(id: number): Promise<string> {
    const driver = await this.drivers.findOneBy({ id });
    if (!driver) throw new NotFoundException(`Driver ${id} was not found.`);
    const earlier = await this.drivers.manager
      .createQueryBuilder(DriverVersion, 'v')
      .where('v.driverId = :id', { id })
      .orderBy('v.replacedAt', 'ASC')
      .addOrderBy('v.id', 'ASC')
      .getMany();
    const withdrawn = new Map((await this.drivers.manager.findBy(WithdrawnVersion, { driverId: id })).map((w) => [w.version.trim(), w]));
    const site = siteSettings();
    const since = (index: number) => (index === 0 ? driver.createdAt : earlier[index - 1].replacedAt);
    const entries = [
      ...earlier.map((version, index) => versionEntry(site, driver, version, version.replacedAt, since(index), withdrawn.get(version.version.trim()))),
      versionEntry(site, driver, { ...driver, notes: driver.description }, driver.updatedAt, since(earlier.length), withdrawn.get(driver.version.trim())),
    ];
    return this.feed(
      site,
      { path: driverFeedPath(id), page: driverPath(driver), title: `${driver.name}: versions`, subtitle: `Every version of ${driver.name}.` },
      [...entries.reverse().slice(0, FEED_ENTRIES)],
    );
  }

  /** The FEED_ENTRIES drivers of `query` that last changed, each by its current version. */
  private async latest(query: ReturnType<Repository<Driver>['createQueryBuilder']>, head: FeedHead): Promise<string> {
    const drivers = await query.orderBy('d.updatedAt', 'DESC').addOrderBy('d.id', 'DESC').take(FEED_ENTRIES).getMany();
    const site = siteSettings();
    return this.feed(
      site,
      head,
      drivers.map((driver) => versionEntry(site, driver, { ...driver, notes: driver.description }, driver.updatedAt, driver.createdAt)),
    );
  }

  private feed(site: Site, head: FeedHead, entries: AtomEntry[]): string {
    const self = `${site.origin}${head.path}`;
    return atomXml({
      id: self,
      title: `${site.productName}: ${head.title}`,
      subtitle: head.subtitle,
      self,
      alternate: `${site.origin}${head.page}`,
      author: { name: site.productName, uri: `${site.origin}/` },
      entries,
    });
  }
}
