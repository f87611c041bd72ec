import {
  FINAL_PRIVACY_REQUEST_STATUSES,
  PRIVACY_REQUEST_CONFIRMATION_HOURS,
  PRIVACY_REQUEST_DUE_DAYS,
  PRIVACY_REQUEST_EXTENDED_DUE_DAYS,
  PRIVACY_REQUEST_RETENTION_YEARS,
} from '@driveratlas/visitor-rules';
import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { Repository } from 'typeorm';
import { toCsv } from '../../platform/common/csv';
import { CursorScope, readPage, SortKey, startOfPage } from '../../platform/common/cursor';
import { pageOf } from '../../platform/common/paging';
import { Write, writer } from '../../platform/database/write-transaction';
import type { CreatePrivacyRequestDto } from './dto/create-privacy-request.dto';
import type { PrivacyRequestListQueryDto, PrivacyRequestPageDto, PrivacyRequestWithHistoryDto, UpdatePrivacyRequestDto } from './dto/privacy-request-admin.dto';
import { PrivacyRequestEvent } from './privacy-request-event.entity';
import { PrivacyRequest } from './privacy-request.entity';

const HOUR = 3_600_000;

/** Open past its due date: the law's deadline was missed. */
export const withOverdue = (request: PrivacyRequest) => ({
  ...request,
  overdue: !FINAL_PRIVACY_REQUEST_STATUSES.includes(request.status) && request.dueAt.getTime() < Date.now(),
});

export const PRIVACY_REQUEST_CSV_COLUMNS = [
  'reference',
  'id',
  'status',
  'overdue',
  'requestType',
  'firstName',
  'lastName',
  'email',
  'phone',
  'state',
  'description',
  'receivedAt',
  'confirmationDueAt',
  'dueAt',
  'extended',
  'retainUntil',
  'history',
] as const;
const DAY = 24 * HOUR;

const CLOSED = `r.status IN ('${FINAL_PRIVACY_REQUEST_STATUSES.join("', '")}')`;
/**
 * Open requests first, the earliest due (the most overdue) at the top; then the closed ones, newest first. A keyset, so a
 * cursor pages this very order: closed or not, the due date of an open request (none for a closed one), the id.
 */
const PRIVACY_REQUEST_ORDER: SortKey[] = [
  { column: `(CASE WHEN ${CLOSED} THEN 1 ELSE 0 END)`, direction: 'ASC', type: 'integer' },
  { column: `(CASE WHEN ${CLOSED} THEN NULL ELSE r."dueAt" END)`, direction: 'ASC', type: 'timestamptz', nullable: true },
  { column: 'r.id', direction: 'DESC', type: 'integer' },
];

/**
 * Privacy rights requests as the law expects them handled: a receipt, statuses with their history, one extension, 3
 * years' retention (the retention purge, `services/src/platform/retention`, deletes them).
 */
@Injectable()
export class PrivacyRequestsService {
  constructor(@InjectRepository(PrivacyRequest) private readonly requests: Repository<PrivacyRequest>) {}

  /** Stores a request and its first event; the reference names the id the insert draws, so both are written in one transaction. */
  @Write()
  async create(input: CreatePrivacyRequestDto): Promise<PrivacyRequest> {
    const receivedAt = new Date();
    const retainUntil = new Date(receivedAt);
    retainUntil.setUTCFullYear(retainUntil.getUTCFullYear() + PRIVACY_REQUEST_RETENTION_YEARS);
    const manager = writer();
    const request = await manager.save(
      manager.create(PrivacyRequest, {
        ...input,
        reference: `pending-${randomUUID()}`,
        status: 'received',
        phone: input.phone ?? null,
        receivedAt,
        confirmationDueAt: new Date(receivedAt.getTime() + PRIVACY_REQUEST_CONFIRMATION_HOURS * HOUR),
        dueAt: new Date(receivedAt.getTime() + PRIVACY_REQUEST_DUE_DAYS * DAY),
        retainUntil,
      }),
    );
    request.reference = `PR-${receivedAt.getUTCFullYear()}-${String(request.id).padStart(6, '0')}`;
    await manager.update(PrivacyRequest, request.id, { reference: request.reference });
    await manager.insert(PrivacyRequestEvent, { requestId: request.id, kind: 'received', status: 'received', note: null, at: receivedAt });
    return request;
  }

  /** Open requests first, the most urgent (overdue) at the top; then the closed ones, newest first; a page at a time or after a cursor. */
  async list(query: PrivacyRequestListQueryDto): Promise<PrivacyRequestPageDto> {
    const { page, pageSize, skip, take } = pageOf(query);
    const qb = this.requests.createQueryBuilder('r');
    if (query.status) qb.where('r.status = :status', { status: query.status });
    const scope: CursorScope = { list: '/api/privacy-requests', sort: 'urgent', filters: { status: query.status } };
    const counting = qb.clone();
    const paged = startOfPage(qb, PRIVACY_REQUEST_ORDER, scope, query, skip);
    const total = await counting.getCount();
    const { items, nextCursor } = await readPage(paged, PRIVACY_REQUEST_ORDER, scope, take);
    return { items: items.map(withOverdue), total, page, pageSize, nextCursor };
  }

  async get(id: number): Promise<PrivacyRequestWithHistoryDto> {
    const request = await this.requests.findOneBy({ id });
    if (!request) throw new NotFoundException(`No privacy request has the id ${id}`);
    const history = await this.requests.manager.find(PrivacyRequestEvent, { where: { requestId: id }, order: { id: 'ASC' } });
    return { ...withOverdue(request), history };
  }

  /** Every request with every field and its history, oldest first, as CSV: the records the law asks to keep. */
  async exportCsv(): Promise<string> {
    const requests = await this.requests.find({ order: { id: 'ASC' } });
    const events = await this.requests.manager.find(PrivacyRequestEvent, { order: { id: 'ASC' } });
    const rows = requests.map((request) => ({
      ...withOverdue(request),
      history: events
        .filter((e) => e.requestId === request.id)
        .map((e) => `${e.at.toISOString()} ${e.kind} ${e.status}${e.note ? `: ${e.note}` : ''}`)
        .join(' | '),
    }));
    return toCsv(PRIVACY_REQUEST_CSV_COLUMNS, rows);
  }

  /** A new status and/or the one extension, each recorded as an event; a completed or denied request is closed. */
  async update(id: number, { status, extend, note }: UpdatePrivacyRequestDto): Promise<PrivacyRequestWithHistoryDto> {
    if (status === undefined && !extend) throw new BadRequestException('Give a new status, or extend: true with a note.');
    if (extend && !note) throw new BadRequestException('An extension needs a note: the reason the visitor is told.');
    await this.change(id, { status, extend, note });
    return this.get(id);
  }

  @Write()
  private async change(id: number, { status, extend, note }: UpdatePrivacyRequestDto): Promise<void> {
    const manager = writer();
    const request = await manager.findOne(PrivacyRequest, { where: { id }, lock: { mode: 'pessimistic_write' } });
    if (!request) throw new NotFoundException(`No privacy request has the id ${id}`);
    if (FINAL_PRIVACY_REQUEST_STATUSES.includes(request.status)) throw new ConflictException(`The request is ${request.status}: it cannot change any more.`);
    if (extend && request.extended) throw new ConflictException('The request was already extended: the law allows one extension, to 60 days.');
    if (extend) {
      request.extended = true;
      request.dueAt = new Date(request.receivedAt.getTime() + PRIVACY_REQUEST_EXTENDED_DUE_DAYS * DAY);
      await manager.insert(PrivacyRequestEvent, { requestId: id, kind: 'extended', status: request.status, note: note ?? null });
    }
    if (status !== undefined && status !== request.status) {
      request.status = status;
      await manager.insert(PrivacyRequestEvent, { requestId: id, kind: 'status', status, note: extend ? null : (note ?? null) });
    }
    await manager.update(PrivacyRequest, id, { status: request.status, extended: request.extended, dueAt: request.dueAt });
  }
}
