import { spawnSync } from 'node:child_process';
import { userInfo } from 'node:os';

const works = (command, args) => spawnSync(command, [...args, 'version'], { stdio: 'ignore' }).status === 0;

/**
 * The Docker Compose client that checks docker-compose.yml: `docker compose`, else `docker-compose`,
 * else Debian's docker-compose installed as root. No engine is needed: only `config` runs.
 */
export function ensureCompose() {
  if (works('docker', ['compose'])) return 'docker compose';
  if (works('docker-compose', [])) return 'docker-compose';
  if (userInfo().uid !== 0)
    throw new Error("No Docker Compose client to check docker-compose.yml: install the docker compose plugin or Debian's docker-compose.");
  console.log("Installing Debian's docker-compose to check docker-compose.yml...");
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', 'docker-compose']]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (result.status !== 0) throw new Error(`\`apt-get ${args.join(' ')}\` failed: docker-compose.yml cannot be checked.`);
  }
  if (!works('docker-compose', [])) throw new Error('docker-compose was installed but does not run.');
  return 'docker-compose';
}
