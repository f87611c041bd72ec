import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Driver } from '../drivers/driver.entity';
import { Category } from './category.entity';
import { CategoryDto } from './dto/category.dto';

@Injectable()
export class CategoriesService {
  constructor(@InjectRepository(Category) private readonly categories: Repository<Category>) {}

  /** Counted on every read, so the number can never drift from the drivers table. */
  async list(): Promise<CategoryDto[]> {
    const rows = await this.categories
      .createQueryBuilder('c')
      .select(['c.id AS id', 'c.name AS name', 'c.icon AS icon', 'c.description AS description'])
      .addSelect((sub) => sub.select('COUNT(*)::int').from(Driver, 'd').where('d.category = c.name'), 'driverCount')
      .orderBy('c.position', 'ASC')
      .addOrderBy('c.id', 'ASC')
      .getRawMany<CategoryDto>();
    return rows;
  }
}
