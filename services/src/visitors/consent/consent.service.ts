import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Write, writer } from '../../platform/database/write-transaction';
import { ConsentRecord } from './consent-record.entity';
import { CreateConsentRecordDto } from './dto/create-consent-record.dto';

/** The consent choices, kept as proof of what each visitor agreed to and when. */
@Injectable()
export class ConsentService {
  constructor(@InjectRepository(ConsentRecord) private readonly records: Repository<ConsentRecord>) {}

  /** Records a choice; with Global Privacy Control (`gpc`), it is necessary only, whatever the input says. */
  @Write()
  async record(input: CreateConsentRecordDto, gpc: boolean): Promise<ConsentRecord> {
    const choice = gpc ? { functional: false, analytics: false, advertising: false } : input;
    const { functional, analytics, advertising } = choice;
    const manager = writer();
    return manager.save(
      manager.create(ConsentRecord, { consentId: input.consentId, functional, analytics, advertising, policyVersion: input.policyVersion, gpc }),
    );
  }

  /** Every choice recorded under a consent id, oldest first; 404 when there is none. */
  async history(consentId: string): Promise<ConsentRecord[]> {
    const records = await this.records.find({ where: { consentId }, order: { id: 'ASC' } });
    if (!records.length) throw new NotFoundException(`No consent was recorded under ${consentId}`);
    return records;
  }
}
