import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '..');

function compose(args: string, env: Record<string, string> = {}): string {
  const command = process.env.COMPOSE_COMMAND;
  if (!command) throw new Error('COMPOSE_COMMAND is not set: run this test with `npm test`, which finds or installs a Compose client.');
  return execSync(`${command} -f docker-compose.yml ${args}`, { cwd: ROOT, env: { ...process.env, ...env }, stdio: 'pipe' }).toString();
}

const SECRETS = { POSTGRES_PASSWORD: 'compose-check', ADMIN_PASSWORD: 'compose-check' };
const SERVICES = ['postgres', 'service', 'gateway', 'redis', 'mfe-catalog', 'mfe-printers', 'mfe-legal', 'mfe-admin'];

describe('docker-compose.yml', () => {
  it('parses, with PostgreSQL, the service, the gateway and one container per remote', () => {
    expect(compose('config --services', SECRETS).trim().split('\n').sort()).toEqual([...SERVICES].sort());
  });

  it('wires the parts by environment variables', () => {
    const config = compose('config', SECRETS);
    expect(config).toContain('DATABASE_URL: postgres://driveratlas:compose-check@postgres:5432/driveratlas');
    expect(config).toContain('SERVICE_URL: http://service:3000');
    for (const remote of ['CATALOG', 'PRINTERS', 'LEGAL', 'ADMIN']) expect(config).toContain(`REMOTE_${remote}_URL: http://mfe-${remote.toLowerCase()}:8080`);
  });

  it('gives every built container its own Dockerfile', () => {
    for (const dir of ['services', 'gateway', 'mfe-catalog', 'mfe-printers', 'mfe-legal', 'mfe-admin'])
      expect(existsSync(join(ROOT, dir, 'Dockerfile'))).toBe(true);
  });

  it('refuses to start without the secrets, which are never in the repository', () => {
    expect(() => compose('config', { POSTGRES_PASSWORD: '', ADMIN_PASSWORD: '' })).toThrow();
  });
});
