import { BadRequestException, PipeTransform } from '@nestjs/common';

/** The largest value of a PostgreSQL integer column. */
export const MAX_INTEGER = 2_147_483_647;

/** How the OpenAPI document describes an id in a path, as this pipe reads it (1000: an example, not a known row). */
export const ID_PARAM_SCHEMA = { type: 'integer', minimum: 1, maximum: MAX_INTEGER, example: 1000 } as const;

/** Ids in paths are positive whole numbers in PostgreSQL's integer range: "12", never "1e3", "1.5" or "-4". */
export class ParseIdPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    const id = /^\d{1,10}$/.test(value) ? Number(value) : NaN;
    if (!Number.isInteger(id) || id < 1 || id > MAX_INTEGER) {
      throw new BadRequestException(`The id must be a whole number from 1 to ${MAX_INTEGER}; got "${value}".`);
    }
    return id;
  }
}
