import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { isOfficialUrl } from '@driveratlas/driver-domain';
import { Repository } from 'typeorm';
import { ReplicaReads } from '../../platform/database/replica-reads';
import { Write, writer } from '../../platform/database/write-transaction';
import { CreateManufacturerDto, UpdateManufacturerDto } from './dto/manufacturer-input.dto';
import { Manufacturer } from './manufacturer.entity';
import { nameKey, normaliseName, registrableDomain, slugOf } from './manufacturer-names';

/** The manufacturers drivers may name, and the rule that every link to a driver lands on its manufacturer's own domains. */
@Injectable()
export class ManufacturersService {
  constructor(
    @InjectRepository(Manufacturer) private readonly stored: Repository<Manufacturer>,
    private readonly replica: ReplicaReads,
  ) {}

  /** The manufacturers as a public read reads them (from the replica when it serves the read). */
  private get manufacturers(): Repository<Manufacturer> {
    return this.replica.from(this.stored);
  }

  list(): Promise<Manufacturer[]> {
    return this.manufacturers.find({ order: { id: 'ASC' } });
  }

  /** The manufacturer a driver names, or 400: an invisible character, or a name that is none of the manufacturers. */
  async resolve(field: string, value: string): Promise<Manufacturer> {
    if (!normaliseName(value)) throw new BadRequestException([`${field} must not contain invisible characters`]);
    const manufacturer = await this.find(value);
    if (!manufacturer) throw new BadRequestException([`${field} must be one of the manufacturers (GET /api/manufacturers); an admin adds a new one`]);
    return manufacturer;
  }

  /**
   * Where a link to a driver or printer model may send a visitor: the first of `pages` that is https on the manufacturer's
   * own domains, else its support page; null for a manufacturer the site does not know, so no link ever leaves its sites.
   */
  async officialPage(manufacturerName: string, pages: Array<string | null>): Promise<string | null> {
    const manufacturer = await this.find(manufacturerName);
    if (!manufacturer) return null;
    const page = [...pages, manufacturer.supportUrl].find((candidate) => candidate && isOfficialUrl(candidate, manufacturer));
    // Serialised as the URL parser reads it, so that a browser cannot read another host into it.
    return page ? new URL(page).href : null;
  }

  create(input: CreateManufacturerDto): Promise<Manufacturer> {
    const name = normaliseName(input.name);
    if (!name) throw new BadRequestException(['name must not contain invisible characters']);
    const slug = input.slug ?? slugOf(name);
    if (!slug) throw new BadRequestException(['slug must be given: the name has no letters or digits to make one from']);
    const { domains, supportUrl } = this.checkedSites(input.domains, input.supportUrl);
    return this.insert({ name, slug, domains, supportUrl, sharedDriverPages: input.sharedDriverPages ?? false });
  }

  /** Stores a new manufacturer; 409 when another has its name (any case) or slug. */
  @Write()
  private async insert(manufacturer: Omit<Manufacturer, 'id'>): Promise<Manufacturer> {
    const manager = writer();
    const taken = await manager
      .createQueryBuilder(Manufacturer, 'm')
      .where('lower(m.name) = :name OR m.slug = :slug', { name: nameKey(manufacturer.name), slug: manufacturer.slug })
      .getOne();
    if (taken) throw new ConflictException(`${taken.name} (${taken.slug}) already has this name or slug.`);
    return manager.save(manager.create(Manufacturer, manufacturer));
  }

  update(id: number, input: UpdateManufacturerDto): Promise<Manufacturer> {
    if (input.domains === undefined && input.supportUrl === undefined && input.sharedDriverPages === undefined) {
      throw new BadRequestException('Give new domains, a new supportUrl or sharedDriverPages.');
    }
    return this.change(id, input);
  }

  @Write()
  private async change(id: number, input: UpdateManufacturerDto): Promise<Manufacturer> {
    const manager = writer();
    const manufacturer = await manager.findOne(Manufacturer, { where: { id }, lock: { mode: 'pessimistic_write' } });
    if (!manufacturer) throw new NotFoundException(`No manufacturer has the id ${id}`);
    const sites = this.checkedSites(input.domains ?? manufacturer.domains, input.supportUrl ?? manufacturer.supportUrl);
    return manager.save(manager.merge(Manufacturer, manufacturer, { ...sites, sharedDriverPages: input.sharedDriverPages ?? manufacturer.sharedDriverPages }));
  }

  /** The manufacturer a stored name or a slug names (any case, NFKC), if any. */
  private async find(nameOrSlug: string): Promise<Manufacturer | null> {
    const name = normaliseName(nameOrSlug);
    if (!name) return null;
    return this.manufacturers
      .createQueryBuilder('m')
      .where('lower(m.name) = :key OR m.slug = :key', { key: nameKey(name) })
      .getOne();
  }

  /** Domains as stored (registrable host names, lower case, xn-- form, once each) and a support page on one of them; else 400. */
  private checkedSites(given: string[], supportUrl: string): { domains: string[]; supportUrl: string } {
    const domains = given.map(registrableDomain);
    const problems = given.filter((_, i) => !domains[i]).map((domain) => `domains must be registrable host names such as "example.com"; got "${domain}"`);
    const valid = [...new Set(domains.filter((d): d is string => Boolean(d)))];
    if (!problems.length && !isOfficialUrl(supportUrl, { domains: valid })) problems.push(`supportUrl must be an https page on ${valid.join(', ')}`);
    if (problems.length) throw new BadRequestException(problems);
    return { domains: valid, supportUrl };
  }
}
