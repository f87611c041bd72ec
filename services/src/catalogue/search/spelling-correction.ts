import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { SUGGESTION_MIN_LENGTH } from '@driveratlas/driver-domain';
import { DataSource, EntityManager } from 'typeorm';
import { ReplicaReads } from '../../platform/database/replica-reads';

/** How alike a misspelt word and a word of the catalogue must be (pg_trgm similarity). */
const TYPO_SIMILARITY = 0.35;

/** The closest spellings of a query that matched nothing, from the words of the catalogue ("search_words"). */
@Injectable()
export class SpellingCorrection {
  constructor(
    @InjectDataSource() private readonly stored: DataSource,
    private readonly replica: ReplicaReads,
  ) {}

  /** The database as a public read reads it (the replica when it serves the read). */
  private get db(): EntityManager {
    return this.replica.from(this.stored);
  }

  /** Each word of the query replaced by the closest word of the catalogue; null when nothing changes or is close. */
  async correct(q: string): Promise<string | null> {
    const words = q.split(/[^a-z0-9]+/).filter(Boolean);
    const corrected = await Promise.all(
      words.map(async (word) => {
        if (word.length < SUGGESTION_MIN_LENGTH) return word;
        const [closest] = await this.db.query(
          `SELECT "word" FROM "search_words" WHERE similarity("word", $1) >= ${TYPO_SIMILARITY} AND "word" % $1 ORDER BY "word" <-> $1, "word" LIMIT 1`,
          [word],
        );
        return (closest as { word: string } | undefined)?.word ?? word;
      }),
    );
    const text = corrected.join(' ');
    return text !== words.join(' ') ? text : null;
  }
}
