import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { CATALOGUE, categoryKey } from '../../platform/cdn/cache-tags';
import { Logged } from '../../platform/change-log/logged';

@Entity('categories')
@Logged<Category>({ keys: (category) => [categoryKey(category.name), CATALOGUE], quiet: ['driverCount'] })
export class Category {
  @PrimaryGeneratedColumn()
  id: number;

  /** @example "Graphics Cards" */
  @Column({ type: 'text', unique: true })
  name: string;

  /** @example "graphics" */
  @Column({ type: 'text' })
  icon: string;

  @Column({ type: 'text' })
  description: string;

  /** Where the category stands in lists. */
  @Column({ type: 'integer', default: 0 })
  position: number;

  /** How many drivers the category has: kept by triggers on "drivers" in each write's own transaction (migration CategoryDriverCounts), never written here. */
  @Column({ type: 'integer', default: 0, insert: false, update: false })
  driverCount: number;
}
