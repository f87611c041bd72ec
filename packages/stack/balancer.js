'use strict';
// Test and benchmark support, not part of DriverAtlas: a round-robin TCP balancer standing in, on one machine, for
// what spreads the gateways' connections over the service's replicas in a deployment (a Kubernetes Service, any L4
// balancer). Each new connection goes to the next service; one that refuses it (stopped, restarting) is skipped.
const { connect, createServer } = require('node:net');

/** Opens a connection to the first of `targets` (ports on 127.0.0.1) that accepts it, in their order; null when none does. */
function connectToFirst(targets) {
  return new Promise((resolve) => {
    const attempt = (index) => {
      if (index === targets.length) return resolve(null);
      const upstream = connect(targets[index], '127.0.0.1');
      upstream.once('connect', () => {
        upstream.removeAllListeners('error');
        resolve(upstream);
      });
      upstream.once('error', () => attempt(index + 1));
    };
    attempt(0);
  });
}

/**
 * Listens on `port` (a free one when not given) on 127.0.0.1 and passes each connection to the next of `targets`
 * (ports on 127.0.0.1) in turn, or to the one after when it refuses; a connection no target accepts is closed.
 */
async function startRoundRobinBalancer({ targets, port = 0 }) {
  let next = 0;
  const open = new Set();
  const server = createServer({ pauseOnConnect: true }, async (client) => {
    open.add(client);
    client.once('close', () => open.delete(client));
    client.on('error', () => client.destroy());
    const first = next++ % targets.length;
    const upstream = await connectToFirst([...targets.slice(first), ...targets.slice(0, first)]);
    if (!upstream || client.destroyed) return void (upstream?.destroy(), client.destroy());
    open.add(upstream);
    upstream.once('close', () => open.delete(upstream));
    // An end is passed on by the pipes (after what is still to write); a reset on either side resets the other.
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
    client.pipe(upstream);
    upstream.pipe(client);
    client.resume();
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const listening = server.address().port;
  return {
    url: `http://127.0.0.1:${listening}`,
    port: listening,
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        for (const socket of open) socket.destroy();
      }),
  };
}

module.exports = { startRoundRobinBalancer };
