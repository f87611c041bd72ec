import { connect } from 'node:net';

export interface OwnSocketAnswer {
  status: number;
  /** The answer's headers, by lower-case name. */
  headers: Record<string, string>;
  /** Whether the server closed the connection once it had answered (within a second of its headers). */
  closedByServer: boolean;
}

/**
 * A request over a keep-alive socket of its own that this side never closes, to see what a server does with the
 * connection (a `Connection: close` answer, a stop that drains). With `beforeSending`, the request is sent once the
 * connection is open and that has resolved.
 */
export function requestOnOwnSocket(
  url: string,
  {
    method = 'GET',
    headers = {},
    body,
    beforeSending,
  }: { method?: string; headers?: Record<string, string>; body?: string; beforeSending?: () => Promise<unknown> } = {},
): Promise<OwnSocketAnswer> {
  const { hostname, port, pathname, search } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    let text = '';
    let timer: NodeJS.Timeout | undefined;
    const done = (closedByServer: boolean) => {
      clearTimeout(timer);
      socket.destroy();
      const [head] = text.split('\r\n\r\n');
      const [statusLine, ...lines] = head.split('\r\n');
      const parsed = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
      resolve({ status: Number(statusLine.split(' ')[1]), headers: parsed, closedByServer });
    };
    socket.on('data', (chunk) => {
      text += chunk;
      if (!timer && text.includes('\r\n\r\n')) timer = setTimeout(() => done(false), 1_000);
    });
    socket.once('end', () => done(true));
    socket.once('error', reject);
    const sent = body === undefined ? headers : { ...headers, 'Content-Length': String(Buffer.byteLength(body)) };
    const lines = [`${method} ${pathname}${search} HTTP/1.1`, `Host: ${hostname}:${port}`, ...Object.entries(sent).map(([name, value]) => `${name}: ${value}`)];
    socket.once('connect', () => {
      void (beforeSending?.() ?? Promise.resolve()).then(() => socket.write(`${lines.join('\r\n')}\r\n\r\n${body ?? ''}`));
    });
  });
}
