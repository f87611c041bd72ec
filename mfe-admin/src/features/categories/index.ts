export { CategoriesTab } from './CategoriesTab';
