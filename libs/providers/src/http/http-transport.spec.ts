import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { HttpClient } from './http-client';
import { nodeTransport, TransportError } from './http-transport';

interface Seen {
  method: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  socket: unknown;
}

/** A local server that records what reached it and answers with `answer` (or never, for null). */
async function serve(answer: ((seen: Seen) => { status: number; body: string }) | null) {
  const seen: Seen[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const entry = {
        method: req.method ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        socket: req.socket,
      };
      seen.push(entry);
      if (!answer) return;
      const { status, body } = answer(entry);
      res.writeHead(status, { 'content-type': 'application/json' }).end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe('nodeTransport', () => {
  it('sends the method, headers and body, and returns the status and text of the answer', async () => {
    const server = await serve((seen) => ({ status: 418, body: JSON.stringify({ echo: seen.body }) }));
    try {
      const answer = await nodeTransport(`${server.url}/check`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-probe': 'yes' },
        body: '{"tran_id":"ត១"}',
        timeoutMs: 5000,
      });
      expect(answer).toEqual({ status: 418, text: JSON.stringify({ echo: '{"tran_id":"ត១"}' }) });
      expect(server.seen[0].method).toBe('POST');
      expect(server.seen[0].headers['x-probe']).toBe('yes');
      // the length of the bytes, not of the characters
      expect(server.seen[0].headers['content-length']).toBe(String(Buffer.byteLength('{"tran_id":"ត១"}')));
    } finally {
      await server.close();
    }
  });

  it('keeps the connection for the next call', async () => {
    const server = await serve(() => ({ status: 200, body: '{}' }));
    try {
      for (let i = 0; i < 3; i++)
        await nodeTransport(`${server.url}/x`, { method: 'GET', headers: {}, timeoutMs: 5000 });
      expect(server.seen).toHaveLength(3);
      expect(new Set(server.seen.map((entry) => entry.socket)).size).toBe(1);
    } finally {
      await server.close();
    }
  });

  it('gives up at the deadline when the server never answers', async () => {
    const server = await serve(null);
    try {
      const error = await nodeTransport(`${server.url}/slow`, {
        method: 'POST',
        headers: {},
        body: 'x',
        timeoutMs: 200,
      }).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(TransportError);
      expect(error).toMatchObject({ timedOut: true, message: 'request timed out' });
      expect(server.seen).toHaveLength(1);
    } finally {
      await server.close();
    }
  });

  it('reports a refused connection as a network failure, not a timeout', async () => {
    const server = await serve(null);
    const { url } = server;
    await server.close();
    const error = await nodeTransport(`${url}/gone`, { method: 'GET', headers: {}, timeoutMs: 5000 }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(TransportError);
    expect(error).toMatchObject({ timedOut: false });
    expect((error as Error).message).toMatch(/ECONNREFUSED/);
  });
});

describe('HttpClient over node:http', () => {
  it('sends a FormData body as multipart with its boundary', async () => {
    const server = await serve((seen) => ({
      status: 200,
      body: JSON.stringify({ type: seen.headers['content-type'] }),
    }));
    try {
      const client = new HttpClient({ provider: 'payway', baseUrl: `${server.url}/`, timeoutMs: 5000 });
      const form = new FormData();
      form.append('tran_id', 'T-1');
      form.append('amount', '5.00');
      const answer = await client.request({ path: 'api/generate-qr', body: form });
      const type = (answer.json as { type: string }).type;
      const boundary = /^multipart\/form-data; boundary=(.+)$/.exec(type)?.[1];
      expect(boundary).toBeTruthy();
      expect(server.seen[0].body).toContain(
        `--${boundary}\r\nContent-Disposition: form-data; name="tran_id"`,
      );
      expect(server.seen[0].body).toContain('\r\n\r\n5.00\r\n');
    } finally {
      await server.close();
    }
  });

  it('turns a timeout into a retryable TIMEOUT whose outcome is unknown for a POST', async () => {
    const server = await serve(null);
    try {
      const client = new HttpClient({ provider: 'roamesim', baseUrl: server.url, timeoutMs: 200 });
      await expect(client.request({ path: '/api_esim/addEsimOrder', json: {} })).rejects.toMatchObject({
        code: 'TIMEOUT',
        retryable: true,
        outcomeUnknown: true,
      });
    } finally {
      await server.close();
    }
  });
});
