import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Write, writer } from '../../platform/database/write-transaction';
import { ReplicaReads } from '../../platform/database/replica-reads';
import { Category } from './category.entity';
import { CategoryDto } from './dto/category.dto';
import { UpdateCategoryDto } from './dto/update-category.dto';

const asDto = ({ id, name, icon, description, driverCount }: Category): CategoryDto => ({ id, name, icon, description, driverCount });

@Injectable()
export class CategoriesService {
  constructor(
    @InjectRepository(Category) private readonly stored: Repository<Category>,
    private readonly replica: ReplicaReads,
  ) {}

  /** The categories as a public read reads them (from the replica when it serves the read). */
  private get categories(): Repository<Category> {
    return this.replica.from(this.stored);
  }

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
    const category = await writer().findOne(Category, { where: { id }, lock: { mode: 'pessimistic_write' } });
    if (!category) throw new NotFoundException(`No category has the id ${id}`);
    await writer().save(Category, writer().merge(Category, category, changes));
  }
}
