import type { ChangeEvent, EntityChange } from '../../platform/change-log/logged';
import type { PrinterModel } from './printer-model.entity';

const CHANGES = { insert: 'created', update: 'updated', delete: 'deleted' } as const;

/** The webhook event of a printer model created, updated or deleted: `printer_model.changed` with the model (as it was, for a deletion). */
export const printerModelEvent = ({ kind, before, after }: EntityChange<PrinterModel>): ChangeEvent => ({
  type: 'printer_model.changed',
  data: { change: CHANGES[kind], printerModel: after ?? before },
});
