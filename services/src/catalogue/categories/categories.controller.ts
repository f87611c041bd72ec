import { Body, Controller, Get, Param, Patch } from '@nestjs/common';
import { ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import { AdminWrite } from '../../platform/auth/admin-only.decorator';
import { ErrorResponseDto } from '../../platform/common/error-response.dto';
import { ParseIdPipe } from '../../platform/common/parse-id.pipe';
import { PublicRead } from '../../platform/public-reads/public-read.decorator';
import { CategoriesService } from './categories.service';
import { CategoryDto } from './dto/category.dto';
import { UpdateCategoryDto } from './dto/update-category.dto';

@ApiTags('categories')
@Controller('categories')
export class CategoriesController {
  constructor(private readonly categories: CategoriesService) {}

  /** The driver categories, in site order, with the number of drivers in each. */
  @Get()
  @PublicRead()
  list(): Promise<CategoryDto[]> {
    return this.categories.list();
  }

  /** Changes a category's description and/or icon (admin). */
  @Patch(':id')
  @AdminWrite('Category updated', 'category', 'name')
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No category has this id.' })
  update(@Param('id', ParseIdPipe) id: number, @Body() input: UpdateCategoryDto): Promise<CategoryDto> {
    return this.categories.update(id, input);
  }
}
