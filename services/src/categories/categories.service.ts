import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { writeTransaction } from '../database/write-transaction';
import { Driver } from '../drivers/driver.entity';
import { Category } from './category.entity';
import { CategoryDto } from './dto/category.dto';
import { UpdateCategoryDto } from './dto/update-category.dto';

@Injectable()
export class CategoriesService {
  constructor(@InjectRepository(Category) private readonly categories: Repository<Category>) {}

  /** Counted on every read, so the number can never drift from the drivers table. */
  list(): Promise<CategoryDto[]> {
    return this.withCounts().getRawMany<CategoryDto>();
  }

  async update(id: number, { description, icon }: UpdateCategoryDto): Promise<CategoryDto> {
    if (description === undefined && icon === undefined) throw new BadRequestException('Give a new description, a new icon, or both.');
    const changes = { ...(description !== undefined && { description }), ...(icon !== undefined && { icon }) };
    await writeTransaction(this.categories.manager, async (manager) => {
      const { affected } = await manager.update(Category, id, changes);
      if (!affected) throw new NotFoundException(`No category has the id ${id}`);
    });
    return (await this.withCounts().where('c.id = :id', { id }).getRawOne<CategoryDto>())!;
  }

  private withCounts() {
    return this.categories
      .createQueryBuilder('c')
      .select(['c.id AS id', 'c.name AS name', 'c.icon AS icon', 'c.description AS description'])
      .addSelect((sub) => sub.select('COUNT(*)::int').from(Driver, 'd').where('d.category = c.name'), 'driverCount')
      .orderBy('c.position', 'ASC')
      .addOrderBy('c.id', 'ASC');
  }
}
