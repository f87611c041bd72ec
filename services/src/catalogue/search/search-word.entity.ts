import { Entity, Index, PrimaryColumn } from 'typeorm';

/** A word of the catalogue (3 characters or more), for correcting misspelt queries. Kept by triggers on "drivers". */
@Entity('search_words')
@Index('IDX_search_words_trgm', { synchronize: false })
export class SearchWord {
  @PrimaryColumn({ type: 'text', primaryKeyConstraintName: 'search_words_pkey' })
  word: string;
}
