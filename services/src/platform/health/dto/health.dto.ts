export class HealthDto {
  /** @example "ok" */
  status: string;

  /** @example "up" */
  database: string;
}
