#!/usr/bin/env node
/** The release command a remote's team runs from its folder (`npm run release`) or its pipeline. */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { CANARY_SHARE } from '@driveratlas/site-contracts';
import { ReleaseApi, type RegistryRemote } from './command/release-api';
import { releaseRemote } from './command/release';
import { releaseStoreFromEnv } from './store';

const USAGE = `Usage: driveratlas-release <command> [--remote <name>] [--dir <folder>]

  release [--no-build]             build, check, publish and register a release of the remote
  list                             the remote's releases, active and canary
  promote <release>                make a release active
  rollback [<release>]             make an earlier release active (by default the one before the active one)
  canary <release> --share <n>     show a release to n % of visitors (${CANARY_SHARE.min}-${CANARY_SHARE.max})
  promote-canary                   make the canary the active release
  drop-canary                      end the canary: every visitor gets the active release

The remote is the one of the current folder (mfe-<name>) unless --remote names it.
Settings: RELEASE_TOKEN (your team's token), RELEASE_API_URL (default http://localhost:8080),
RELEASE_STORE (s3://bucket/prefix or a folder; default <repo>/.data/releases), RELEASE_STORE_S3_ENDPOINT.
See docs/releases.md.`;

class UsageError extends Error {}

const REPO = join(__dirname, '..', '..', '..');
const REMOTE_PACKAGE = /(?:^|\/)mfe-([a-z][a-z0-9-]*)$/;

/** The remote of a folder, by its package's name (`@driveratlas/mfe-legal`). */
function remoteOfFolder(dir: string): string | undefined {
  const file = join(dir, 'package.json');
  if (!existsSync(file)) return undefined;
  return REMOTE_PACKAGE.exec((JSON.parse(readFileSync(file, 'utf8')) as { name?: string }).name ?? '')?.[1];
}

function target(values: { remote?: string; dir?: string }): { remote: string; appDir: string } {
  const here = resolve(values.dir ?? process.cwd());
  const remote = values.remote ?? remoteOfFolder(here);
  if (!remote) throw new UsageError(`${here} is not a remote's folder (mfe-<name>): run the command there, or give --remote.`);
  const appDir = values.dir || remoteOfFolder(here) === remote ? here : join(REPO, `mfe-${remote}`);
  return { remote, appDir };
}

function describe(entry: RegistryRemote): string {
  const lines = [`${entry.remote}: active ${entry.active?.id ?? 'none'}, canary ${entry.canary ? `${entry.canary.id} (${entry.canary.share} %)` : 'none'}`];
  for (const release of entry.history) {
    const live = release.id === entry.active?.id ? ' [active]' : release.id === entry.canary?.id ? ' [canary]' : '';
    const rate = release.failureRate === null ? 'no loads' : `${(release.failureRate * 100).toFixed(1)} % of ${release.loads} loads failed`;
    lines.push(`  ${release.id}${live}  ${release.registeredAt} by ${release.registeredBy}, ${rate}`);
  }
  return lines.join('\n');
}

/** The release before the active one (the history is newest first). */
function previousRelease(entry: RegistryRemote): string {
  if (!entry.active) throw new Error(`The ${entry.remote} remote has no active release to roll back from.`);
  const at = entry.history.findIndex((release) => release.id === entry.active!.id);
  const previous = entry.history[at + 1];
  if (!previous) throw new Error(`The ${entry.remote} remote has no release before ${entry.active.id} to roll back to.`);
  return previous.id;
}

function oneRelease(positionals: string[], command: string): string {
  if (positionals.length !== 1) throw new UsageError(`${command} takes one release id ({version}-{hash}); see \`driveratlas-release list\`.`);
  return positionals[0];
}

const OPTIONS = {
  remote: { type: 'string' },
  dir: { type: 'string' },
  share: { type: 'string' },
  'no-build': { type: 'boolean' },
  help: { type: 'boolean' },
} as const;

function parse(argv: string[]) {
  try {
    return parseArgs({ args: argv, allowPositionals: true, options: OPTIONS });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

async function main(argv: string[], out = (line: string) => process.stdout.write(`${line}\n`)): Promise<number> {
  const { values, positionals } = parse(argv);
  const [command, ...rest] = positionals;
  if (values.help || !command) {
    out(USAGE);
    return values.help ? 0 : 2;
  }
  const { remote, appDir } = target(values);
  const api = ReleaseApi.fromEnv();
  const show = (entry: RegistryRemote) => out(describe(entry));
  switch (command) {
    case 'release': {
      if (rest.length) throw new UsageError('release takes no release id: the id is the version and the content hash of the build.');
      const result = await releaseRemote({
        remote,
        appDir,
        store: releaseStoreFromEnv(),
        api,
        build: !values['no-build'],
        log: (line) => process.stderr.write(`${line}\n`),
      });
      if (result.outcome === 'refused') {
        for (const check of result.failed) out(`✗ ${check.check}: ${check.message}`);
        out(`${remote} ${result.id} was not released: ${result.failed.length} check(s) failed. Nothing was published.`);
        return 1;
      }
      if (result.outcome === 'already-released') out(`${remote} ${result.id} is already released: nothing changed since.`);
      else
        out(
          `Released ${remote} ${result.metadata.id}. Make it live: driveratlas-release promote ${result.metadata.id} (or canary ${result.metadata.id} --share 10).`,
        );
      return 0;
    }
    case 'list':
      show(await api.remote(remote));
      return 0;
    case 'promote':
      show(await api.setActive(remote, oneRelease(rest, command)));
      return 0;
    case 'rollback': {
      const release = rest.length ? oneRelease(rest, command) : previousRelease(await api.remote(remote));
      show(await api.setActive(remote, release));
      return 0;
    }
    case 'canary': {
      const share = Number(values.share);
      if (!Number.isInteger(share) || share < CANARY_SHARE.min || share > CANARY_SHARE.max) {
        throw new UsageError(`canary needs --share, a whole percent of visitors from ${CANARY_SHARE.min} to ${CANARY_SHARE.max}.`);
      }
      show(await api.setCanary(remote, oneRelease(rest, command), share));
      return 0;
    }
    case 'promote-canary':
      show(await api.promoteCanary(remote));
      return 0;
    case 'drop-canary':
      show(await api.dropCanary(remote));
      return 0;
    default:
      throw new UsageError(`There is no command "${command}".`);
  }
}

if (require.main === module) {
  main(process.argv.slice(2)).then(
    (code) => (process.exitCode = code),
    (error: Error) => {
      process.stderr.write(`driveratlas-release: ${error.message}\n${error instanceof UsageError ? `\n${USAGE}\n` : ''}`);
      process.exitCode = error instanceof UsageError ? 2 : 1;
    },
  );
}
