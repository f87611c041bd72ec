/** A category with the number of its drivers. */
export class CategoryDto {
  /** @example 1 */
  id: number;

  /** @example "Graphics Cards" */
  name: string;

  /** @example "graphics" */
  icon: string;

  description: string;

  /** The number of drivers in the category, as of the last write. @example 14 */
  driverCount: number;
}
