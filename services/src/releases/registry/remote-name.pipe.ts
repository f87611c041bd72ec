import { Injectable, NotFoundException, PipeTransform } from '@nestjs/common';
import { isRemoteName, REMOTE_NAMES } from '@driveratlas/site-contracts';

/** A remote named in the path: one of REMOTE_NAMES, else 404. */
@Injectable()
export class RemoteNamePipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (!isRemoteName(value)) throw new NotFoundException(`There is no remote "${value}"; the remotes are ${REMOTE_NAMES.join(', ')}.`);
    return value;
  }
}
