'use strict';
// A streaming replica of the embedded PostgreSQL, for running the service with DATABASE_READ_URL on one machine (the
// cluster tests and `npm run bench:cluster`). The embedded binaries are initdb, pg_ctl and postgres only, and the
// system's pg_basebackup may be older than the server (it then refuses to stream), so the replica's folder is made
// with the server's low-level backup API: a copy of the primary's folder between pg_backup_start() and
// pg_backup_stop() in one session, then standby.signal and primary_conninfo. A replication slot keeps on the primary
// the WAL the replica has not received, while it starts and while it is stopped.
const {
  chmodSync,
  chownSync,
  copyFileSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
  appendFileSync,
} = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');
const { Client } = require('pg');
const { DATABASE, SERVER_FLAGS, postgresUser, runPostgres } = require('./embedded-postgres');
const { freePort } = require('./processes');

const SLOT = 'driveratlas_replica';

/** Files of a running server's folder a copy leaves out (the server makes them again, or the replica streams them). */
const NOT_COPIED = new Set(['postmaster.pid', 'postmaster.opts', 'pg_internal.init']);
/** Folders whose contents a copy leaves out: the WAL (streamed from the slot) and the primary's slots. */
const COPIED_EMPTY = new Set(['pg_wal', 'pg_replslot', 'pg_stat_tmp']);

/** Runs `work` with a client on `url`, closed afterwards. */
async function withClient(url, work) {
  const client = new Client({ connectionString: url });
  client.on('error', () => {}); // a server stopped meanwhile: the query in progress fails, which is what the caller hears
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * Copies the folder `from` into `to` (created with the server's own mode, 0700), owned by `owner` when given. Files
 * the running server removes meanwhile are skipped: the backup's WAL brings the folder to a consistent state.
 */
function copyDataFolder(from, to, owner, emptyHere = false) {
  mkdirSync(to, { mode: 0o700 });
  if (owner.uid !== undefined) chownSync(to, owner.uid, owner.gid);
  if (emptyHere) return;
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    if (NOT_COPIED.has(entry.name)) continue;
    const source = join(from, entry.name);
    const target = join(to, entry.name);
    try {
      if (entry.isDirectory()) copyDataFolder(source, target, owner, COPIED_EMPTY.has(entry.name));
      else if (entry.isFile()) {
        copyFileSync(source, target);
        chmodSync(target, lstatSync(source).mode & 0o777);
        if (owner.uid !== undefined) chownSync(target, owner.uid, owner.gid);
      }
    } catch (error) {
      if (error.code !== 'ENOENT') throw error;
    }
  }
}

/** Makes sure the primary takes replication connections from loopback (initdb's pg_hba.conf does; an edited one may not). */
async function allowReplication(primary, dataDir) {
  const hba = join(dataDir, 'pg_hba.conf');
  if (!/^host\s+replication\s+all\s+127\.0\.0\.1\/32\s/m.test(readFileSync(hba, 'utf8'))) {
    appendFileSync(hba, '\nhost replication all 127.0.0.1/32 scram-sha-256\n');
    await primary.query('SELECT pg_reload_conf()');
  }
  const { rows } = await primary.query(`SELECT current_setting('wal_level') AS level, current_setting('max_wal_senders')::int AS senders`);
  if (rows[0].level === 'minimal' || rows[0].senders < 1) {
    throw new Error(`The primary cannot stream to a replica (wal_level ${rows[0].level}, max_wal_senders ${rows[0].senders}).`);
  }
}

/**
 * Starts a streaming replica of the embedded primary on `port` (a free one when not given; the primary's `dataDir` and `serverUrl`, the maintenance
 * database with the password), in a throw-away folder. See RunningReplica in index.d.ts.
 */
async function startReplica({ primary, port }) {
  port = port ?? (await freePort());
  const scratch = mkdtempSync(join(tmpdir(), 'driveratlas-pg-replica-'));
  chmodSync(scratch, 0o755); // reachable by the "postgres" user when run as root
  const dataDir = join(scratch, 'postgres');
  const { password } = new URL(primary.serverUrl);
  await withClient(primary.serverUrl, async (client) => {
    await allowReplication(client, primary.dataDir);
    await client.query(`SELECT pg_create_physical_replication_slot($1, true) WHERE NOT EXISTS (SELECT 1 FROM pg_replication_slots WHERE slot_name = $1)`, [
      SLOT,
    ]);
    // One session from start to stop: the backup is this session's.
    await client.query(`SELECT pg_backup_start('driveratlas replica', true)`);
    let backup;
    try {
      copyDataFolder(primary.dataDir, dataDir, postgresUser());
    } finally {
      backup = (await client.query('SELECT labelfile, spcmapfile FROM pg_backup_stop(false)')).rows[0];
    }
    writeFileSync(join(dataDir, 'backup_label'), backup.labelfile);
    if (backup.spcmapfile) writeFileSync(join(dataDir, 'tablespace_map'), backup.spcmapfile);
  });
  writeFileSync(join(dataDir, 'standby.signal'), '');
  appendFileSync(
    join(dataDir, 'postgresql.auto.conf'),
    `\nprimary_conninfo = 'host=127.0.0.1 port=${primary.port} user=postgres password=${decodeURIComponent(password)} application_name=${SLOT}'\n` +
      `primary_slot_name = '${SLOT}'\n`,
  );
  const owner = postgresUser();
  if (owner.uid !== undefined) {
    for (const file of ['backup_label', 'tablespace_map', 'standby.signal', 'postgresql.auto.conf']) {
      try {
        chownSync(join(dataDir, file), owner.uid, owner.gid);
      } catch (error) {
        if (error.code !== 'ENOENT') throw error;
      }
    }
  }

  const serverUrl = `postgres://postgres:${password}@127.0.0.1:${port}/postgres`;
  let server;
  const start = async () => {
    if (server) return;
    try {
      server = await runPostgres({ dataDir, port, flags: SERVER_FLAGS });
    } catch (error) {
      throw new Error(`The replica did not start (${error.message}); its data is in ${dataDir}.`);
    }
  };
  const stop = async () => {
    const running = server;
    server = undefined;
    await running?.stop();
  };
  const onReplica = (sql) => withClient(serverUrl, (client) => client.query(sql));
  await start();
  return {
    url: `postgres://postgres:${password}@127.0.0.1:${port}/${DATABASE}`,
    serverUrl,
    port,
    dataDir,
    start,
    stop,
    pauseReplay: async () => {
      await onReplica('SELECT pg_wal_replay_pause()');
      // Pausing is asked, and takes effect once the record being replayed is done.
      for (;;) {
        const { rows } = await onReplica('SELECT pg_get_wal_replay_pause_state() AS state');
        if (rows[0].state === 'paused') return;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    resumeReplay: async () => void (await onReplica('SELECT pg_wal_replay_resume()')),
    caughtUp: async (timeoutMs = 30_000) => {
      const { rows } = await withClient(primary.serverUrl, (client) => client.query('SELECT pg_current_wal_lsn()::text AS lsn'));
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const replayed = await withClient(serverUrl, (client) => client.query('SELECT pg_last_wal_replay_lsn() >= $1::pg_lsn AS done', [rows[0].lsn]));
        if (replayed.rows[0].done) return;
        if (Date.now() > deadline) throw new Error(`The replica did not replay the primary's WAL up to ${rows[0].lsn} within ${timeoutMs / 1000} s.`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    /** Stops the replica, drops its slot on the primary (which then keeps no WAL for it) and removes its folder. */
    remove: async () => {
      await stop();
      await withClient(primary.serverUrl, (client) =>
        client.query('SELECT pg_drop_replication_slot(slot_name) FROM pg_replication_slots WHERE slot_name = $1', [SLOT]),
      ).catch(() => {}); // the primary is gone already: its folder goes too
      rmSync(scratch, { recursive: true, force: true });
    },
  };
}

module.exports = { startReplica };
