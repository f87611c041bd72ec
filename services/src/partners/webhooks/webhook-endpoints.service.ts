import { BadRequestException, ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { SERVICE_CONFIG, ServiceConfig } from '../../config';
import { Write, writer } from '../../platform/database/write-transaction';
import { AccessToken } from '../../platform/access-tokens';
import { HostResolver } from '../../platform/outgoing-http/host-resolver';
import { refusedEndpoint } from './destination';
import type { WebhookDeliveryDto, WebhookEndpointDto, WebhookEndpointWithSecretDto } from './dto/webhook-endpoint-answers.dto';
import type { CreateWebhookEndpointDto, UpdateWebhookEndpointDto } from './dto/webhook-endpoint-input.dto';
import { newSigningSecret, SecretBox } from './secret-box';
import { WebhookDelivery } from './webhook-delivery.entity';
import { WebhookEndpoint } from './webhook-endpoint.entity';

/** The deliveries an endpoint's list shows: its latest. */
export const DELIVERIES_SHOWN = 100;

/** Whose endpoints a call may reach: every one (the operator) or one partner key's. */
export type EndpointScope = { partnerKeyId: number } | 'operator';

const view = ({ partnerKey, secretCiphertext: _secret, partnerKeyId, ...endpoint }: WebhookEndpoint): WebhookEndpointDto => ({
  ...endpoint,
  partnerKey: { id: partnerKeyId, name: partnerKey?.name ?? '' },
  enabled: endpoint.disabledAt === null,
});

/** The partners' webhook endpoints: registered, changed, their secrets rotated, re-enabled; each key reaches its own only. */
@Injectable()
export class WebhookEndpoints {
  constructor(
    @InjectRepository(WebhookEndpoint) private readonly endpoints: Repository<WebhookEndpoint>,
    @InjectRepository(WebhookDelivery) private readonly deliveries: Repository<WebhookDelivery>,
    @Inject(SERVICE_CONFIG) private readonly config: Pick<ServiceConfig, 'webhookAllowHttpLoopback'>,
    private readonly secrets: SecretBox,
    private readonly resolver: HostResolver,
  ) {}

  /** Every endpoint (the operator's list), disabled ones first, then newest first. */
  async list(scope: EndpointScope): Promise<WebhookEndpointDto[]> {
    const where = scope === 'operator' ? {} : { partnerKeyId: scope.partnerKeyId };
    const found = await this.endpoints.find({ where, relations: { partnerKey: true }, order: { id: 'DESC' } });
    return found.sort((a, b) => Number(b.disabledAt !== null) - Number(a.disabledAt !== null)).map(view);
  }

  async get(scope: EndpointScope, id: number): Promise<WebhookEndpointDto> {
    return view(await this.find(scope, id));
  }

  async create(partnerKeyId: number, input: CreateWebhookEndpointDto): Promise<WebhookEndpointWithSecretDto> {
    await this.checkUrl(input.url);
    return this.insert(partnerKeyId, input);
  }

  @Write()
  private async insert(partnerKeyId: number, input: CreateWebhookEndpointDto): Promise<WebhookEndpointWithSecretDto> {
    const key = await writer().findOneBy(AccessToken, { kind: 'partner-key', id: partnerKeyId });
    if (!key) throw new NotFoundException(`No partner key has the id ${partnerKeyId}.`);
    if (key.revokedAt) throw new ConflictException(`The partner key ${partnerKeyId} (${key.name}) is revoked: no endpoint can be added to it.`);
    const secret = newSigningSecret();
    const { id } = await writer().save(WebhookEndpoint, {
      partnerKeyId,
      url: input.url,
      events: input.events,
      description: input.description ?? null,
      secretCiphertext: this.secrets.seal(secret),
    });
    return { ...view(await this.find('operator', id, writer())), secret };
  }

  async update(scope: EndpointScope, id: number, input: UpdateWebhookEndpointDto): Promise<WebhookEndpointDto> {
    if (input.url !== undefined) await this.checkUrl(input.url);
    return this.change(scope, id, { ...input });
  }

  /** Gives the endpoint a new signing secret, shown in this answer alone; the old one signs nothing from now on. */
  async rotateSecret(scope: EndpointScope, id: number): Promise<WebhookEndpointWithSecretDto> {
    const secret = newSigningSecret();
    const endpoint = await this.change(scope, id, { secretCiphertext: this.secrets.seal(secret), secretRotatedAt: new Date() });
    return { ...endpoint, secret };
  }

  /** Sends to a disabled endpoint again: its pending deliveries and the new events. */
  enable(scope: EndpointScope, id: number): Promise<WebhookEndpointDto> {
    return this.change(scope, id, { disabledAt: null, disabledReason: null, failingSince: null });
  }

  @Write()
  async remove(scope: EndpointScope, id: number): Promise<void> {
    await this.find(scope, id, writer(), true);
    await writer().delete(WebhookEndpoint, { id });
  }

  /** The endpoint's latest deliveries, newest first, each with every attempt. */
  async deliveriesOf(scope: EndpointScope, id: number): Promise<WebhookDeliveryDto[]> {
    await this.find(scope, id);
    const rows = await this.deliveries.find({ where: { endpointId: id }, relations: { event: true }, order: { id: 'DESC' }, take: DELIVERIES_SHOWN });
    return rows.map(({ id, eventId, event, status, nextAttemptAt, deliveredAt, attempts }) => ({
      id,
      eventId,
      type: event!.type,
      occurredAt: event!.occurredAt,
      status,
      nextAttemptAt,
      deliveredAt,
      attempts,
    }));
  }

  @Write()
  private async change(scope: EndpointScope, id: number, fields: Partial<WebhookEndpoint>): Promise<WebhookEndpointDto> {
    await this.find(scope, id, writer(), true);
    await writer().update(WebhookEndpoint, { id }, fields);
    return view(await this.find(scope, id, writer()));
  }

  /** The endpoint, when the scope reaches it: another key's is answered as none (404), so a key learns nothing of others'. */
  private async find(scope: EndpointScope, id: number, manager = this.endpoints.manager, lock = false): Promise<WebhookEndpoint> {
    const qb = manager.createQueryBuilder(WebhookEndpoint, 'e').leftJoinAndSelect('e.partnerKey', 'k').where('e.id = :id', { id });
    if (scope !== 'operator') qb.andWhere('e.partnerKeyId = :key', { key: scope.partnerKeyId });
    if (lock) qb.setLock('pessimistic_write', undefined, ['e']);
    const endpoint = await qb.getOne();
    if (!endpoint) throw new NotFoundException(`No webhook endpoint ${id}${scope === 'operator' ? '' : ' of this key'}.`);
    return endpoint;
  }

  private async checkUrl(url: string): Promise<void> {
    const refused = await refusedEndpoint(url, { allowLoopback: this.config.webhookAllowHttpLoopback }, this.resolver);
    if (refused) throw new BadRequestException([refused]);
  }
}
