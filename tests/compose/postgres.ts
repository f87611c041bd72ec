import { freePort } from '@driveratlas/stack';
import { eventually } from '@driveratlas/testing';
import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';

/** A PostgreSQL service of docker-compose.yml as `compose config` prints it: the fields run here. */
export interface PostgresService {
  entrypoint?: string[];
  command?: string[];
  user?: string;
  environment?: Record<string, string>;
  volumes?: (string | { source?: string; target: string })[];
  healthcheck?: { test?: string[] | string };
}

/** The folder of PostgreSQL's programs (pg_basebackup, initdb, postgres, psql of one version), which npm test finds. */
export function postgresPrograms(): string {
  const dir = process.env.POSTGRES_BINDIR;
  if (!dir) throw new Error("POSTGRES_BINDIR is not set: run this test with `npm test`, which finds or installs PostgreSQL's programs.");
  return dir;
}

/** The uid and gid of `user` when this process is root (PostgreSQL refuses root; the image runs it as postgres); else nothing. */
function runAs(user = 'postgres'): { uid?: number; gid?: number } {
  if (process.getuid?.() !== 0) return {};
  const id = (flag: string) => Number(execFileSync('id', [flag, user], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

/** A folder of the user's own, as a container's volume is. */
function ownFolder(path: string, owner: { uid?: number; gid?: number }): string {
  mkdirSync(path, { mode: 0o700 });
  if (owner.uid !== undefined) chownSync(path, owner.uid, owner.gid!);
  return path;
}

/** One process of a container: its output kept, stopped by SIGINT (PostgreSQL's fast shutdown). */
class ContainerProcess {
  private text = '';
  private readonly exited: Promise<unknown>;
  readonly child: ChildProcess;
  constructor(command: string, args: string[], options: { env: NodeJS.ProcessEnv; cwd: string; uid?: number; gid?: number }) {
    this.child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    for (const stream of [this.child.stdout!, this.child.stderr!]) stream.on('data', (chunk: Buffer) => (this.text += chunk.toString()));
    this.exited = new Promise((resolve) => this.child.once('exit', resolve));
  }
  get running(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }
  output(): string {
    return this.text;
  }
  async stop(): Promise<void> {
    if (this.running) this.child.kill('SIGINT');
    await this.exited;
  }
}

/** A command run to its end; its output is the error's message when it fails. */
function run(command: string, args: string[], options: { env: NodeJS.ProcessEnv; cwd: string; uid?: number; gid?: number }): void {
  const result = spawnSync(command, args, { ...options, encoding: 'utf8' });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed (${result.status ?? result.signal}): ${result.stderr || result.error?.message}`);
}

/** What a process said last (a command tried again says the same each time). */
const lastLines = (text: string) => text.trim().split('\n').slice(-3).join('\n');

/** Connects to `url` until it answers, while `process` runs, for `timeoutMs` at most. */
async function connected(url: string, process: ContainerProcess, what: string, timeoutMs = 30_000): Promise<void> {
  let failure: Error | undefined;
  const answers = async () => {
    const client = new Client({ connectionString: url });
    try {
      await client.connect();
      failure = undefined;
    } catch (error) {
      failure = error as Error;
    }
    await client.end().catch(() => {});
    return failure === undefined;
  };
  // Asked again until it answers, or no longer: once the process has stopped, it will not.
  await eventually(async () => (await answers()) || !process.running, timeoutMs).catch(() => undefined);
  if (failure) throw new Error(`${what} did not answer (${failure.message}); it said: ${lastLines(process.output())}`);
}

/** A value of the file as the container gets it: `$$` is Compose's escape of `$` (`compose config` prints it escaped). */
const literal = (value: string) => value.replace(/\$\$/g, () => '$');

/** The scripts the image runs when it creates its data folder: the files mounted in /docker-entrypoint-initdb.d/. */
function initScripts(service: PostgresService): string[] {
  return (service.volumes ?? []).flatMap((volume) => {
    const [source, target] = typeof volume === 'string' ? volume.split(':') : [volume.source, volume.target];
    return source && target.startsWith('/docker-entrypoint-initdb.d/') ? [source] : [];
  });
}

/** The primary and its streaming replica, each run as docker-compose.yml runs it, on this machine's loopback. */
export interface ComposePostgres {
  primaryUrl: string;
  replicaUrl: string;
  /** The replica's own health check (docker-compose.yml's), run as Compose runs it: its exit status. */
  replicaHealth(): number | null;
  replicaOutput(): string;
  stop(): Promise<void>;
}

/**
 * docker-compose.yml's PostgreSQL, its primary (`primary`) and its streaming replica (`replica`) as `compose config`
 * prints them, run with the PostgreSQL programs in `bin`: the primary by its command and the script the image runs
 * when it creates the data folder (the replication role and its pg_hba.conf line); the replica by its own entrypoint
 * and command, pg_basebackup and all, as its user. What the containers get from the image and the network is given
 * here: the image's environment (PGDATA, the programs on the PATH), its pg_hba.conf (the socket trusted for its init
 * scripts; TCP, the replica's connection among them, by password, no replication line of its own), and the name
 * `postgres`: a libpq service of that name gives the primary's loopback address and port, and comes before the
 * environment, whose PGPORT is the replica's own port (the server reads it). Both listen on the loopback only, with
 * their sockets in a folder of the run's own (the primary's postgresql.conf, which pg_basebackup copies).
 */
export async function startComposePostgres(primary: PostgresService, replica: PostgresService, bin: string): Promise<ComposePostgres> {
  const scratch = mkdtempSync(join(tmpdir(), 'driveratlas-compose-pg-'));
  chmodSync(scratch, 0o755); // reachable by the "postgres" user when run as root
  const processes: ContainerProcess[] = [];
  const stop = async () => {
    for (const process of processes.reverse()) await process.stop();
    rmSync(scratch, { recursive: true, force: true });
  };
  try {
    const owner = runAs();
    const sockets = ownFolder(join(scratch, 'sockets'), owner);
    const [primaryPort, replicaPort] = [await freePort(), await freePort()];
    const image = (data: string, port: number) => ({ PATH: `${bin}:${process.env.PATH}`, PGDATA: data, PGPORT: String(port), LANG: 'C.UTF-8' });
    const options = (env: NodeJS.ProcessEnv, user?: string) => ({ env, cwd: scratch, ...(user ? runAs(user) : owner) });
    const { POSTGRES_USER: user, POSTGRES_PASSWORD: password, POSTGRES_DB: database } = primary.environment!;

    // The primary: the image's initdb (its superuser and password), pg_hba.conf and database, then its command.
    const primaryData = ownFolder(join(scratch, 'primary'), owner);
    const passwordFile = join(scratch, 'password');
    writeFileSync(passwordFile, `${password}\n`);
    if (owner.uid !== undefined) chownSync(passwordFile, owner.uid, owner.gid!);
    const primaryEnv = { ...image(primaryData, primaryPort), ...primary.environment };
    run(join(bin, 'initdb'), ['--username', user, '--pwfile', passwordFile, '--encoding', 'UTF8', '--no-locale'], options(primaryEnv));
    writeFileSync(join(primaryData, 'pg_hba.conf'), 'local all all trust\nhost all all all scram-sha-256\n');
    writeFileSync(join(primaryData, 'postgresql.conf'), `\nlisten_addresses = '127.0.0.1'\nunix_socket_directories = '${sockets}'\n`, { flag: 'a' });
    const [program, ...args] = primary.command!.map(literal);
    processes.push(new ContainerProcess(join(bin, program), args, options(primaryEnv)));
    const server = `postgres://${user}:${encodeURIComponent(password)}@127.0.0.1:${primaryPort}`;
    await connected(`${server}/postgres`, processes[0], 'The primary');
    const admin = new Client({ connectionString: `${server}/postgres` });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${database}`);
    for (const script of initScripts(primary)) run('sh', [script], options({ ...primaryEnv, PGHOST: sockets }));
    await admin.query('SELECT pg_reload_conf()');
    await admin.end();

    // The replica: its entrypoint and command, as its user, in an empty data folder (its volume at the first start).
    const replicaData = ownFolder(join(scratch, 'replica'), runAs(replica.user));
    const serviceFile = join(scratch, 'pg_service.conf');
    writeFileSync(serviceFile, `[postgres]\nhostaddr=127.0.0.1\nport=${primaryPort}\n`);
    const replicaEnv = { ...image(replicaData, replicaPort), ...replica.environment, PGSERVICEFILE: serviceFile, PGSERVICE: 'postgres' };
    const [entrypoint, ...entrypointArgs] = [...replica.entrypoint!, ...replica.command!].map(literal);
    processes.push(new ContainerProcess(entrypoint, entrypointArgs, options(replicaEnv, replica.user)));
    const replicaServer = `postgres://${user}:${encodeURIComponent(password)}@127.0.0.1:${replicaPort}`;
    // Its copy of the primary first, then its start as a standby.
    await connected(`${replicaServer}/${database}`, processes[1], 'The replica', 60_000);

    const test = replica.healthcheck!.test!;
    return {
      primaryUrl: `${server}/${database}`,
      replicaUrl: `${replicaServer}/${database}`,
      replicaHealth: () => {
        const healthEnv = { ...image(replicaData, replicaPort), ...replica.environment, PGHOST: sockets };
        const [kind, ...command] = (typeof test === 'string' ? ['CMD-SHELL', test] : test).map(literal);
        const [file, args] = kind === 'CMD-SHELL' ? ['sh', ['-c', command.join(' ')]] : [command[0], command.slice(1)];
        return spawnSync(file, args, { ...options(healthEnv, replica.user), stdio: 'ignore' }).status;
      },
      replicaOutput: () => processes[1].output(),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
