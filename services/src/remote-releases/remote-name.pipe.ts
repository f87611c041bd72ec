import { Injectable, NotFoundException, PipeTransform } from '@nestjs/common';
import { REMOTE_NAMES } from './remote-names';

/** A remote named in the path: one of config/remotes.json, else 404. */
@Injectable()
export class RemoteNamePipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (!REMOTE_NAMES.includes(value)) throw new NotFoundException(`There is no remote "${value}"; the remotes are ${REMOTE_NAMES.join(', ')}.`);
    return value;
  }
}
