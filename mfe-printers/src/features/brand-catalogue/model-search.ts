import { printerModelPath } from '@driveratlas/driver-domain';
import type { PrinterModel } from '../../api/types';
import { ALL_TYPES } from './brands';

const lower = (text: string) => text.toLowerCase();
/** Letters and digits only: "ET 4760", "et-4760" and "ET4760" are all "et4760". */
const compact = (text: string) => lower(text).replace(/[^a-z0-9]/g, '');

/**
 * Spec 001 section 5: a case-insensitive substring of the full name, model number or series; an empty
 * search matches all. Beyond it, model numbers match however people type them: spaces, hyphens and
 * other punctuation are ignored, so `et4760` and `ET 4760` find the ET-4760, and `mfcl2750` the MFC-L2750DW.
 */
export function matchesSearch(model: PrinterModel, search: string): boolean {
  const query = search.trim();
  if (!query) return true;
  const fields = [model.fullName, model.modelNumber, model.series];
  if (fields.some((field) => lower(field).includes(lower(query)))) return true;
  const compactQuery = compact(query);
  return compactQuery.length > 0 && fields.some((field) => compact(field).includes(compactQuery));
}

/** The type filter keeps the models of its category, or all of them. */
export const matchesType = (model: PrinterModel, type: string): boolean => type === ALL_TYPES || model.category === type;

/** The models a brand page shows for its search and type filter: both conditions hold. */
export const filterModels = (models: PrinterModel[], search: string, type: string): PrinterModel[] =>
  models.filter((model) => matchesSearch(model, search) && matchesType(model, type));

/** A model's own page: `/printers/epson/ET-4760`. */
export const modelPath = (slug: string, model: Pick<PrinterModel, 'modelNumber'>): string => printerModelPath(`/printers/${slug}`, model.modelNumber);

/** The model an address names, by its model number as the catalogue writes it or however it was typed (`et4760`). */
export function findModel(models: PrinterModel[], modelNumber: string): PrinterModel | undefined {
  return models.find((model) => model.modelNumber === modelNumber) ?? models.find((model) => compact(model.modelNumber) === compact(modelNumber));
}

/**
 * Download Driver's link: the service's redirect (302) to the model's page on its manufacturer's own domain, which
 * counts the download, so it works before and without the page's scripts (and for a click that opens a new tab).
 */
export const modelDownloadPath = (model: Pick<PrinterModel, 'id'>): string => `/api/drivers/${model.id}/download-file`;
