import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { categoryKey, keysToPurge } from '../cdn/cache-tags';
import { recordPurge } from '../cdn/purge-outbox';
import { Write, writer } from '../database/write-transaction';
import { Category } from './category.entity';
import { CategoryDto } from './dto/category.dto';
import { UpdateCategoryDto } from './dto/update-category.dto';

const asDto = ({ id, name, icon, description, driverCount }: Category): CategoryDto => ({ id, name, icon, description, driverCount });

@Injectable()
export class CategoriesService {
  constructor(@InjectRepository(Category) private readonly categories: Repository<Category>) {}

  /** The counts are the categories' own column, which the drivers' triggers keep in step with every write. */
  async list(): Promise<CategoryDto[]> {
    return (await this.categories.find({ order: { position: 'ASC', id: 'ASC' } })).map(asDto);
  }

  async update(id: number, { description, icon }: UpdateCategoryDto): Promise<CategoryDto> {
    if (description === undefined && icon === undefined) throw new BadRequestException('Give a new description, a new icon, or both.');
    const changes = { ...(description !== undefined && { description }), ...(icon !== undefined && { icon }) };
    await this.change(id, changes);
    return asDto((await this.categories.findOneBy({ id }))!);
  }

  @Write()
  private async change(id: number, changes: Pick<UpdateCategoryDto, 'description' | 'icon'>): Promise<void> {
    const { affected } = await writer().update(Category, id, changes);
    if (!affected) throw new NotFoundException(`No category has the id ${id}`);
    await recordPurge(writer(), keysToPurge([categoryKey((await writer().findOneByOrFail(Category, { id })).name)]));
  }
}
