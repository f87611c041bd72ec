// The benchmarks' ceiling: a bare Node http server, in a process of its own like the service, answering each
// path with the bytes and headers it is sent over IPC ({ path: { body (base64), headers } }); replies its port.
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:http';

if (process.send && process.argv[2] === '--serve') {
  const [message] = await once(process, 'message');
  const answers = new Map(Object.entries(message).map(([path, { body, headers }]) => [path, { body: Buffer.from(body, 'base64'), headers }]));
  const server = createServer((req, res) => {
    const answer = answers.get(req.url);
    if (!answer) return void res.writeHead(404).end();
    res.writeHead(200, answer.headers);
    res.end(answer.body);
  });
  server.listen(0, '127.0.0.1', () => process.send({ port: server.address().port }));
  process.on('disconnect', () => process.exit(0));
}

/** Starts the bare server with `answers` (a Map of path to { body: Buffer, headers }); answers its url and close(). */
export async function startBareServer(answers) {
  const child = fork(new URL(import.meta.url).pathname, ['--serve'], { stdio: 'inherit' });
  child.send(Object.fromEntries([...answers].map(([path, { body, headers }]) => [path, { body: body.toString('base64'), headers }])));
  const [{ port }] = await once(child, 'message');
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      child.kill();
      if (child.exitCode === null && child.signalCode === null) await once(child, 'exit');
    },
  };
}
