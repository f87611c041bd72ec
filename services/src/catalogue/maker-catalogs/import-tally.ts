import { CatalogImportDto, CatalogImportItemDto, IMPORT_ACTIONS, type ImportAction } from './dto/catalog-import.dto';
import type { Maker } from './maker-package';

/** The packages an answer lists one by one, at most; the counts cover them all. */
export const ITEMS_LISTED = 500;

/** What an import of a catalog has done (or, previewed, would do), kept as the packages go by. */
export class ImportTally {
  readonly counts = Object.fromEntries(IMPORT_ACTIONS.map((action) => [action, 0])) as Record<ImportAction, number>;
  readonly items: CatalogImportItemDto[] = [];
  packages = 0;

  constructor(
    private readonly maker: Maker,
    private readonly file: string,
    private readonly applied: boolean,
  ) {}

  add(item: CatalogImportItemDto): void {
    this.packages++;
    this.counts[item.action]++;
    if (this.items.length < ITEMS_LISTED) this.items.push(item);
  }

  result(): CatalogImportDto {
    return {
      maker: this.maker,
      file: this.file,
      packages: this.packages,
      counts: this.counts,
      items: this.items,
      itemsCut: this.packages > this.items.length,
      applied: this.applied,
    };
  }
}
