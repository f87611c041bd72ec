import { Repository, ObjectLiteral } from 'typeorm';

/** The operator reads visitor submissions newest first. */
export function newestFirst<T extends ObjectLiteral & { id: number }>(repository: Repository<T>): Promise<T[]> {
  return repository.find({ order: { id: 'DESC' } as never, take: 500 });
}
