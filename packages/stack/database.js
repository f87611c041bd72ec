'use strict';
// PostgreSQL for a stack: an external server (DATABASE_URL) or the embedded one.
const { chmodSync, mkdtempSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');
const { Client } = require('pg');
const { serverLog, startEmbeddedPostgres } = require('./embedded-postgres');
const { startReplica } = require('./replica');
const { freePort } = require('./processes');

/** `url` with the database `name` in place of its own. */
function withDatabase(url, name) {
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}

/** Drops and creates the database `name` on the server of `url`; returns its URL. */
async function freshDatabase(url, name) {
  const admin = new Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  return withDatabase(url, name);
}

/** The replica as the stack offers it: its URL on the stack's database; removed by the database's stop() alone. */
function publicReplica({ remove, ...replica }, database) {
  return { ...replica, url: withDatabase(replica.serverUrl, database) };
}

/**
 * `url`'s server when given; otherwise the embedded PostgreSQL on `port` (a free one when not given)
 * with its data in `dataDir`, kept, or in a throw-away folder when no `dataDir` is given. The embedded
 * server stops by itself on SIGINT, SIGTERM and SIGHUP, ending the process, unless `stopOnSignal` is
 * false (the caller stops it after the apps that use it). With `name`, the stack gets a fresh, empty
 * database of that name on the server. With `replica` (the embedded server only), a streaming replica of it runs too
 * (replica.js), removed by `stop()` before the primary stops. With `inChildProcess`, all this runs in a Node process of
 * its own (database-process.js), for callers that cannot load the embedded-postgres package, an ES module (Jest).
 */
async function startDatabase({ inChildProcess = false, ...options } = {}) {
  if (inChildProcess) return require('./database-process').startDatabaseProcess(options);
  let { url, dataDir, port } = options;
  const { name, stopOnSignal = true, replica: withReplica = false } = options;
  if (url && withReplica) throw new Error('A replica is started for the embedded PostgreSQL only: leave out the database URL.');
  let embedded;
  let serverUrl = url;
  if (!url) {
    const persistent = dataDir !== undefined;
    if (!persistent) {
      const scratch = mkdtempSync(join(tmpdir(), 'driveratlas-pg-'));
      chmodSync(scratch, 0o755); // reachable by the "postgres" user when run as root
      dataDir = join(scratch, 'postgres');
    }
    port = port ?? (await freePort());
    embedded = await startEmbeddedPostgres({ dataDir, port, persistent, stopOnSignal });
    serverUrl = embedded.serverUrl;
    url = embedded.url;
  }
  if (name) url = await freshDatabase(url, name);
  let replica;
  try {
    replica = withReplica ? await startReplica({ primary: { dataDir, port, serverUrl: embedded.serverUrl } }) : undefined;
  } catch (error) {
    await embedded.stop();
    throw error;
  }
  const stop = async () => {
    await replica?.remove();
    await embedded?.stop();
  };
  return {
    url,
    serverUrl,
    embedded: embedded ? { dataDir, port, log: serverLog(dataDir), kill: embedded.kill, restart: embedded.restart } : undefined,
    replica: replica && publicReplica(replica, new URL(url).pathname.slice(1)),
    stop,
  };
}

module.exports = { startDatabase, withDatabase };
