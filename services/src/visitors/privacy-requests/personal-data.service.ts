import { FINAL_PRIVACY_REQUEST_STATUSES, PERSONAL_DATA_HANDLING, PRIVACY_REQUEST_TYPE_LABELS } from '@driveratlas/visitor-rules';
import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, In, Repository } from 'typeorm';
import { ContactMessage } from '../contact/contact-message.entity';
import { Write, writer } from '../../platform/database/write-transaction';
import type { PrivacyRequestWithHistoryDto } from './dto/privacy-request-admin.dto';
import type { PersonalDataDto } from './dto/personal-data.dto';
import { PrivacyRequestEvent } from './privacy-request-event.entity';
import { PrivacyRequest } from './privacy-request.entity';
import { PrivacyRequestsService, withOverdue } from './privacy-requests.service';

type Handling = PersonalDataDto['handling'];

/** The records that carry no e-mail address, so that none of them can be found for, or tied to, a requester. */
export const WITHOUT_EMAIL = 'Download records and consent records hold no e-mail address: none of them can be found for this person.';

/** Addresses are matched in any case: a visitor types theirs differently from one form to the next. */
const SAME_EMAIL = 'lower(email) = lower(:email)';

/** What each handling does to the data, for the answer to a request that asks for another. */
const DONE: Record<Handling, string> = { export: 'exported', deletion: 'deleted', review: 'reviewed' };

const count = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;

/**
 * The data a privacy request's e-mail address has stored (contact messages and privacy requests), found for the
 * operator, handed over as one file for a request to know, deleted for a request to delete; each in the request's
 * history. Privacy requests are never deleted here: they are the record the law asks to keep.
 */
@Injectable()
export class PersonalDataService {
  constructor(
    @InjectRepository(PrivacyRequest) private readonly requests: Repository<PrivacyRequest>,
    private readonly privacyRequests: PrivacyRequestsService,
  ) {}

  /** What is stored, as the operator sees it. */
  async find(id: number): Promise<PersonalDataDto> {
    const manager = this.requests.manager;
    const request = await manager.findOneBy(PrivacyRequest, { id });
    return this.collect(manager, this.handle(request, id));
  }

  /** The file an access request is answered with; its handing over joins the request's history. */
  @Write()
  async export(id: number): Promise<PersonalDataDto> {
    const manager = writer();
    const request = await this.openRequest(manager, id, 'export');
    const data = await this.collect(manager, request);
    const what = `${count(data.contactMessages.length, 'contact message')} and ${count(data.privacyRequests.length, 'privacy request')}`;
    await manager.insert(PrivacyRequestEvent, { requestId: id, kind: 'data-exported', status: request.status, note: `Exported as a JSON file: ${what}.` });
    return data;
  }

  /** Deletes the address's contact messages and notes which in the request's history, in one transaction. */
  async delete(id: number): Promise<PrivacyRequestWithHistoryDto> {
    await this.deleteData(id);
    return this.privacyRequests.get(id);
  }

  @Write()
  private async deleteData(id: number): Promise<void> {
    const manager = writer();
    const request = await this.openRequest(manager, id, 'deletion');
    const { raw } = await manager.createQueryBuilder().delete().from(ContactMessage).where(SAME_EMAIL, { email: request.email }).returning('id').execute();
    const ids = (raw as Array<{ id: number }>).map((row) => `#${row.id}`);
    const deleted = ids.length ? `Deleted ${count(ids.length, 'contact message')} (${ids.join(', ')}).` : 'No contact messages were stored: nothing to delete.';
    const note = `${deleted} The privacy requests of this address are kept, as the law requires.`;
    await manager.insert(PrivacyRequestEvent, { requestId: id, kind: 'data-deleted', status: request.status, note });
  }

  /** The request, locked against other changes, if it is open and handles its data this way (404 or 409 otherwise). */
  private async openRequest(manager: EntityManager, id: number, handling: Handling): Promise<PrivacyRequest & { handling: Handling }> {
    const request = this.handle(await manager.findOne(PrivacyRequest, { where: { id }, lock: { mode: 'pessimistic_write' } }), id);
    if (request.handling !== handling) {
      const type = PRIVACY_REQUEST_TYPE_LABELS[request.requestType as keyof typeof PRIVACY_REQUEST_TYPE_LABELS];
      throw new ConflictException(`${request.reference} is a "${type}" request: its data is ${DONE[request.handling]}, not ${DONE[handling]}.`);
    }
    if (FINAL_PRIVACY_REQUEST_STATUSES.includes(request.status)) throw new ConflictException(`The request is ${request.status}: it cannot change any more.`);
    return request;
  }

  /** The request with what it does with the data stored for its address: 404 for none, 409 for a request that concerns no stored data. */
  private handle(request: PrivacyRequest | null, id: number): PrivacyRequest & { handling: Handling } {
    if (!request) throw new NotFoundException(`No privacy request has the id ${id}`);
    const handling = PERSONAL_DATA_HANDLING[request.requestType as keyof typeof PERSONAL_DATA_HANDLING];
    if (!handling)
      throw new ConflictException(`${request.reference} concerns no stored data: only a request to know, to correct, to delete or for a copy does.`);
    return Object.assign(request, { handling });
  }

  private async collect(manager: EntityManager, { reference, email, handling }: PrivacyRequest & { handling: Handling }): Promise<PersonalDataDto> {
    const contactMessages = await manager.createQueryBuilder(ContactMessage, 'm').where(SAME_EMAIL, { email }).orderBy('m.id', 'ASC').getMany();
    const requests = await manager.createQueryBuilder(PrivacyRequest, 'r').where(SAME_EMAIL, { email }).orderBy('r.id', 'ASC').getMany();
    const events = await manager.find(PrivacyRequestEvent, { where: { requestId: In(requests.map((r) => r.id)) }, order: { id: 'ASC' } });
    const privacyRequests = requests.map((r) => ({ ...withOverdue(r), history: events.filter((e) => e.requestId === r.id) }));
    return { reference, email, handling, readAt: new Date(), contactMessages, privacyRequests, withoutEmail: WITHOUT_EMAIL };
  }
}
