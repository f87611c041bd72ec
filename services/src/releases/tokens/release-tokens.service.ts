import { Injectable } from '@nestjs/common';
import { AccessToken, AccessTokens } from '../../platform/access-tokens';
import { Write } from '../../platform/database/write-transaction';
import type { CreatedReleaseTokenDto, CreateReleaseTokenDto, ReleaseTokenDto } from './dto/release-tokens.dto';

const KIND = 'release-token';

const view = ({ id, remote, name, createdAt, lastUsedAt, revokedAt }: AccessToken): ReleaseTokenDto => ({
  id,
  remote: remote!,
  name,
  createdAt,
  lastUsedAt,
  revokedAt,
});

/** The teams' release tokens: access tokens (access-tokens/) scoped to one remote, which they alone may release. */
@Injectable()
export class ReleaseTokensService {
  constructor(private readonly tokens: AccessTokens) {}

  @Write()
  async create(input: CreateReleaseTokenDto): Promise<CreatedReleaseTokenDto> {
    const { token, secret } = await this.tokens.issue(KIND, { remote: input.remote, name: input.name });
    return { id: token.id, remote: token.remote!, name: token.name, token: secret };
  }

  /** Newest first, without their secrets. */
  async list(): Promise<ReleaseTokenDto[]> {
    return (await this.tokens.list(KIND)).map(view);
  }

  @Write()
  async revoke(id: number): Promise<ReleaseTokenDto> {
    return view(await this.tokens.revoke(KIND, id));
  }
}
