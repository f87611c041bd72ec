import { withoutHopByHopHeaders } from './connections';

describe("the service's answer headers passed on", () => {
  it('leave out those about the connection to the service, and those its Connection header names', () => {
    const headers = withoutHopByHopHeaders({
      connection: 'keep-alive, X-Upstream-Hint',
      'keep-alive': 'timeout=5',
      'x-upstream-hint': 'pool-3',
      'content-type': 'application/json',
      etag: 'W/"1"',
    });
    expect(headers).toEqual({ 'content-type': 'application/json', etag: 'W/"1"' });
  });
});
