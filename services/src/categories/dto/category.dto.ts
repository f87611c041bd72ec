/** A category with the live count of its drivers. */
export class CategoryDto {
  /** @example 1 */
  id: number;

  /** @example "Graphics Cards" */
  name: string;

  /** @example "graphics" */
  icon: string;

  description: string;

  /** Always the number of drivers in the category now. @example 14 */
  driverCount: number;
}
