import { MigrationInterface, QueryRunner } from 'typeorm';
import seriesHardwareIds from './data/1796400000000-SeriesHardwareIds.json';

/**
 * Coverage by series: each seed graphics driver written for a series also lists the IDs of every device of that series
 * in the shipped pci.ids (this migration's copy of seed/data/driver-series-hardware-ids.json as it was, derived by
 * hardware-ids/series-coverage.ts), added to the IDs it has, in the order derived. Only drivers still bearing their
 * seed name get them; running it again adds nothing. Which IDs came by series stays in the seed file (matchedBySeries),
 * not in a column of its own.
 */
export class SeriesHardwareIds1796400000000 implements MigrationInterface {
  name = 'SeriesHardwareIds1796400000000';

  private seed(): string {
    return JSON.stringify(Object.entries(seriesHardwareIds as Record<string, string[]>).map(([name, hardwareIds]) => ({ name, hardwareIds })));
  }

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `UPDATE "drivers" d SET "hardwareIds" = d."hardwareIds" || ARRAY(
         SELECT id FROM unnest(s."hardwareIds") WITH ORDINALITY AS t(id, n) WHERE id <> ALL(d."hardwareIds") ORDER BY n)
       FROM json_to_recordset($1::json) AS s("name" text, "hardwareIds" text[])
       WHERE d."name" = s."name" AND NOT d."hardwareIds" @> s."hardwareIds"`,
      [this.seed()],
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `UPDATE "drivers" d SET "hardwareIds" = ARRAY(
         SELECT id FROM unnest(d."hardwareIds") WITH ORDINALITY AS t(id, n) WHERE id <> ALL(s."hardwareIds") ORDER BY n)
       FROM json_to_recordset($1::json) AS s("name" text, "hardwareIds" text[])
       WHERE d."name" = s."name" AND d."hardwareIds" && s."hardwareIds"`,
      [this.seed()],
    );
  }
}
