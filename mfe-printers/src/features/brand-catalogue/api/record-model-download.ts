import { apiRequest } from '@driveratlas/platform';
import type { DownloadResponse, PrinterModel } from '../../../api/types';

/** POST /api/drivers/{id}/download with the model number and full name, the id being the catalogue's own (spec 001 section 7). */
export function recordModelDownload(model: PrinterModel): Promise<DownloadResponse> {
  return apiRequest<DownloadResponse>('POST', `/api/drivers/${model.id}/download`, { printerModel: model.modelNumber, printerName: model.fullName });
}
