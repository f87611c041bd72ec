export { PrinterModelsTab } from './PrinterModelsTab';
