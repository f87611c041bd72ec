import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { PublicRead } from '../../platform/public-reads/public-read.decorator';
import { SearchQueryDto, SuggestionQueryDto } from './dto/search-query.dto';
import { SearchResultDto, SuggestionDto } from './dto/search-result.dto';
import { SearchService } from './search.service';

@ApiTags('search')
@Controller('search')
export class SearchController {
  constructor(private readonly search: SearchService) {}

  /**
   * Drivers whose name, description, manufacturer or category contains each word of the query (any case, spaces
   * and hyphens aside), filtered by category, manufacturer, operating system and architecture, best match first by
   * default. A Windows version or an architecture named in the query is taken as that filter, and the answer says
   * which filters were applied. When nothing contains the query, the closest spellings are answered with `fuzzy: true`.
   */
  @Get()
  @PublicRead()
  find(@Query() query: SearchQueryDto): Promise<SearchResultDto> {
    return this.search.search(query);
  }

  /**
   * The search box's suggestions: the first 8 drivers `GET /api/search` answers for the query (closest spellings
   * included), for a query of at least 3 characters (shorter ones get none).
   */
  @Get('suggestions')
  @PublicRead()
  suggestions(@Query() query: SuggestionQueryDto): Promise<SuggestionDto[]> {
    return this.search.suggestions(query.q);
  }
}
