import { createTestDatabase, RunningApp, startService, TestDatabase } from '@driveratlas/testing';
import request from 'supertest';

/** Replicas starting together on a new database, as a deployment's first start does. */
const databases: TestDatabase[] = [];
const services: RunningApp[] = [];

async function startTogether(env: Record<string, string> = {}): Promise<{ db: TestDatabase; replicas: RunningApp[] }> {
  const db = await createTestDatabase();
  databases.push(db);
  const replicas = await Promise.all([1, 2, 3].map(() => startService(db.url, env)));
  services.push(...replicas);
  for (const replica of replicas) await request(replica.url).get('/api/health').expect(200);
  return { db, replicas };
}

const signIn = (replica: RunningApp, password: string) => request(replica.url).post('/api/auth/login').send({ password });

afterAll(async () => {
  await Promise.all(services.map((service) => service.stop()));
  await Promise.all(databases.map((db) => db.drop()));
});

describe('three service processes starting together on an empty database', () => {
  it('run each migration once: the others wait, then find nothing to run', async () => {
    const { db, replicas } = await startTogether({ ADMIN_PASSWORD: 'replicas-password' });
    expect(await db.query('SELECT name FROM migrations GROUP BY name HAVING count(*) > 1')).toEqual([]);
    // The seed catalogue, loaded by a migration, is there once.
    expect(await db.query('SELECT name, version FROM drivers GROUP BY name, version HAVING count(*) > 1')).toEqual([]);
    for (const replica of replicas) {
      expect(replica.output()).not.toMatch(/already exists|duplicate key|could not start/);
      await signIn(replica, 'replicas-password').expect(200);
    }
  });

  it('print one generated admin password, the one kept, when none is set', async () => {
    const { replicas } = await startTogether();
    const printed = replicas.flatMap((replica) => [...replica.output().matchAll(/Admin password \(shown once[^:]*\): (\S+?)"/g)].map((m) => m[1]));
    expect(printed).toHaveLength(1);
    for (const replica of replicas) await signIn(replica, printed[0]).expect(200);
  });
});
