import { Module } from '@nestjs/common';
import { DistinctValues } from './distinct-values';
import { MatchCount } from './match-count';
import { Ranking } from './ranking';
import { SearchController } from './search.controller';
import { SearchService } from './search.service';
import { SpellingCorrection } from './spelling-correction';

@Module({ controllers: [SearchController], providers: [SearchService, MatchCount, Ranking, SpellingCorrection, DistinctValues] })
export class SearchModule {}
