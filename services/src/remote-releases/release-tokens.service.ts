import { Injectable, NotFoundException, ConflictException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Write, writer } from '../database/write-transaction';
import type { CreatedReleaseTokenDto, ReleaseTokenDto } from './dto/release-answers.dto';
import type { CreateReleaseTokenDto } from './dto/release-writes.dto';
import { hashSecret, newSecret } from './release-actor';
import { ReleaseToken } from './release-token.entity';

const view = ({ id, remote, name, createdAt, lastUsedAt, revokedAt }: ReleaseToken): ReleaseTokenDto => ({
  id,
  remote,
  name,
  createdAt,
  lastUsedAt,
  revokedAt,
});

/** The teams' release tokens: each acts on its own remote only; its secret is shown once and kept hashed. */
@Injectable()
export class ReleaseTokensService {
  constructor(@InjectRepository(ReleaseToken) private readonly tokens: Repository<ReleaseToken>) {}

  @Write()
  async create(input: CreateReleaseTokenDto): Promise<CreatedReleaseTokenDto> {
    const token = newSecret();
    const saved = await writer()
      .getRepository(ReleaseToken)
      .save({ remote: input.remote, name: input.name, secretHash: hashSecret(token) });
    return { id: saved.id, remote: saved.remote, name: saved.name, token };
  }

  /** Newest first, without their secrets. */
  async list(): Promise<ReleaseTokenDto[]> {
    return (await this.tokens.find({ order: { id: 'DESC' } })).map(view);
  }

  @Write()
  async revoke(id: number): Promise<ReleaseTokenDto> {
    const repository = writer().getRepository(ReleaseToken);
    const token = await repository.findOneBy({ id });
    if (!token) throw new NotFoundException('No release token has this id.');
    if (token.revokedAt) throw new ConflictException(`The release token "${token.name}" was already revoked.`);
    token.revokedAt = new Date();
    return view(await repository.save(token));
  }
}
