export class PrinterBrandDto {
  /** @example 1 */
  id: number;

  /** @example "HP" */
  name: string;

  logoUrl: string | null;

  /** Live count: the brand's catalogue models plus its drivers in the catalogue. @example 36 */
  driverCount: number;

  /** The brand's own page, when it has one. @example "/printers/hp" */
  route: string | null;
}
