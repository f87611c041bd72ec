// The programs `npm test` (and the benchmarks) need beyond Node, found on this machine or installed from Debian's
// packages where that can be done (running as root with apt-get); checked all at once before anything runs, so a
// machine that lacks one hears of every missing program in one line each, never a skipped suite.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { userInfo } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const runs = (command, args) => spawnSync(command, args, { stdio: 'ignore' }).status === 0;
/** The programs of one PostgreSQL version that docker-compose.yml's test runs: its replica's command, its primary's script. */
const POSTGRES_PROGRAMS = ['pg_basebackup', 'initdb', 'postgres', 'psql'];

const onPath = (command) => spawnSync('/bin/sh', ['-c', `command -v ${command}`], { encoding: 'utf8' }).stdout.trim() || undefined;

/**
 * Each program: what it is for, how to find it (its path or command, or undefined), the Debian package that provides
 * it when there is one that does, and how to get it otherwise.
 */
export const PREREQUISITES = {
  chromium: {
    for: 'the browser tests and benchmarks',
    find: () => {
      if (process.env.CHROME_PATH) return existsSync(process.env.CHROME_PATH) ? process.env.CHROME_PATH : undefined;
      return ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].find((path) => existsSync(path));
    },
    debianPackage: 'chromium',
    howToGet: "install Debian's chromium (apt-get install chromium) or set CHROME_PATH to a Chromium or Chrome",
  },
  'redis-server': {
    for: 'the counts the gateways share (quotas, rate limits)',
    find: () => onPath('redis-server'),
    debianPackage: 'redis-server',
    howToGet: "install Debian's redis-server (apt-get install redis-server); the tests start their own on a free port",
  },
  compose: {
    for: 'checking docker-compose.yml (no Docker engine is needed)',
    find: () => (runs('docker', ['compose', 'version']) ? 'docker compose' : runs('docker-compose', ['version']) ? 'docker-compose' : undefined),
    debianPackage: 'docker-compose',
    howToGet: "install the Docker Compose plugin or Debian's docker-compose (apt-get install docker-compose)",
  },
  kubectl: {
    for: 'rendering the Kubernetes manifests (kubectl kustomize)',
    find: () => {
      const named = process.env.KUBECTL ?? 'kubectl';
      return runs(named, ['version', '--client']) ? named : undefined;
    },
    // Debian's kubernetes-client is 1.20, whose kustomize is too old for the manifests.
    debianPackage: undefined,
    howToGet: 'install kubectl 1.27 or later (https://kubernetes.io/docs/tasks/tools/) or set KUBECTL to one',
  },
  postgresql: {
    for: "running docker-compose.yml's replica command (pg_basebackup) against a primary",
    // The folder of one version's programs: POSTGRES_BINDIR, or the one pg_config names (the newest installed, on Debian).
    // Without pg_config (Debian ships it in libpq-dev), the newest of Debian's /usr/lib/postgresql/<version>/bin.
    find: () => {
      const debian = existsSync('/usr/lib/postgresql')
        ? readdirSync('/usr/lib/postgresql')
            .filter((version) => /^\d+$/.test(version))
            .sort((a, b) => Number(b) - Number(a))
            .map((version) => `/usr/lib/postgresql/${version}/bin`)
        : [];
      const candidates = process.env.POSTGRES_BINDIR
        ? [process.env.POSTGRES_BINDIR]
        : [spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' }).stdout?.trim(), ...debian];
      return candidates.find((dir) => dir && POSTGRES_PROGRAMS.every((program) => existsSync(join(dir, program))));
    },
    debianPackage: 'postgresql',
    howToGet: `install Debian's postgresql (apt-get install postgresql) or set POSTGRES_BINDIR to a PostgreSQL's folder of programs (${POSTGRES_PROGRAMS.join(', ')})`,
  },
};

/** Whether a missing program may be installed here: as root, with apt-get, unless DRIVERATLAS_INSTALL=never. */
function mayInstall() {
  return process.env.DRIVERATLAS_INSTALL !== 'never' && userInfo().uid === 0 && Boolean(onPath('apt-get'));
}

function aptInstall(packages) {
  console.log(`Installing Debian's ${packages.join(', ')} for the tests...`);
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', ...packages]]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (result.status !== 0) return false;
  }
  return true;
}

/**
 * The programs `names` found, by name: each missing one that Debian provides is installed first where that may be
 * done. Throws an error whose message has one line per program still missing, naming how to get it.
 */
export function ensurePrerequisites(names) {
  const found = Object.fromEntries(names.map((name) => [name, PREREQUISITES[name].find()]));
  const installable = names.filter((name) => !found[name] && PREREQUISITES[name].debianPackage);
  if (installable.length && mayInstall() && aptInstall(installable.map((name) => PREREQUISITES[name].debianPackage))) {
    for (const name of installable) found[name] = PREREQUISITES[name].find();
  }
  const missing = names.filter((name) => !found[name]);
  if (missing.length) {
    const lines = missing.map((name) => `${name} (for ${PREREQUISITES[name].for}) is missing: ${PREREQUISITES[name].howToGet}.`);
    throw new Error(lines.join('\n'));
  }
  return found;
}

/** One program, found or installed; throws saying how to get it. */
export const ensurePrerequisite = (name) => ensurePrerequisites([name])[name];

// `node scripts/lib/prerequisites.mjs [name...]`: checks them (all by default), one line per missing program.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const names = process.argv.slice(2).length ? process.argv.slice(2) : Object.keys(PREREQUISITES);
  try {
    const found = ensurePrerequisites(names);
    for (const name of names) console.log(`${name}: ${found[name]}`);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
