/** The catalogue's sitemap files, by name: the site's sitemap index lists each as `/sitemaps/{name}.xml`. */
export class SitemapFilesDto {
  /** `printers`, then the drivers' pages, 50,000 a file. @example ["printers", "drivers-1"] */
  files: string[];
}

/** An address of the site that a sitemap lists. */
export class SitemapAddressDto {
  /** The page's path. @example "/drivers/1000/nvidia-geforce-rtx-4090-game-ready-driver" */
  path: string;
  /** When what it shows last changed (a day). @example "2025-10-14" */
  lastModified?: string;
}

/** The addresses one sitemap file lists. */
export class SitemapFileDto {
  addresses: SitemapAddressDto[];
}
