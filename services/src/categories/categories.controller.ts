import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CategoriesService } from './categories.service';
import { CategoryDto } from './dto/category.dto';

@ApiTags('categories')
@Controller('categories')
export class CategoriesController {
  constructor(private readonly categories: CategoriesService) {}

  /** The driver categories, in site order, with live driver counts. */
  @Get()
  list(): Promise<CategoryDto[]> {
    return this.categories.list();
  }
}
