import useSWR from 'swr';
import type { Category } from '../../../api/types';

/** GET /api/categories: every category with its live driver count. */
export function useCategories() {
  return useSWR<Category[]>('/api/categories');
}
