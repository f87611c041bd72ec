import type { EntityManager } from 'typeorm';
import { keysToPurge, printerModelKeys } from '../cdn/cache-tags';
import { recordPurge } from '../cdn/purge-outbox';
import { recordEvent } from '../webhooks/outbox';
import type { PrinterModel } from './printer-model.entity';

/** Records a printer model created, updated or (before it is deleted, by id) deleted, for partners and for the CDN. */
export async function recordPrinterModelChanged(
  manager: EntityManager,
  change: 'created' | 'updated' | 'deleted',
  model: PrinterModel | { id: number },
): Promise<void> {
  const [found] = change === 'deleted' ? await manager.query(`SELECT * FROM printer_models WHERE id = $1 FOR UPDATE`, [model.id]) : [model];
  if (!found) return;
  await recordEvent(manager, 'printer_model.changed', { change, printerModel: found });
  await recordPurge(manager, keysToPurge(printerModelKeys(found)));
}
