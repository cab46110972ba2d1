/**
 * The ceiling of a load test: a bare node:http server that answers every request with bytes captured
 * from the site's real response (status, headers, body), so the ratio site/ceiling measures only
 * the site's own work per request — routing, middleware, rendering — on the same machine, in the same run.
 */
import { once } from 'node:events';
import { createServer, request, type IncomingHttpHeaders } from 'node:http';

export interface CapturedResponse {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body as sent (still compressed, if the site compressed it). */
  body: Buffer;
}

/** Framing headers belong to one connection, not to the response: node sets its own. */
const CONNECTION_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date', 'content-length']);

/** One GET as the load test (or the budgets' measure) sends it, body kept as raw bytes. */
export function captureResponse(url: string, headers: Record<string, string>): Promise<CapturedResponse> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** The headers the ceiling replays: the captured ones minus framing, plus the exact length. */
export function replayHeaders(captured: CapturedResponse): Record<string, string | string[]> {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(captured.headers)) {
    if (value !== undefined && !CONNECTION_HEADERS.has(name)) headers[name] = value;
  }
  headers['content-length'] = String(captured.body.length);
  return headers;
}

export async function startCeilingServer(port: number) {
  let current: CapturedResponse = { status: 503, headers: {}, body: Buffer.alloc(0) };
  let headers = replayHeaders(current);
  const server = createServer((_req, res) => {
    res.writeHead(current.status, headers);
    res.end(current.body);
  });
  // Rejects when the port is taken.
  await once(server.listen(port, '127.0.0.1'), 'listening');
  return {
    serve(response: CapturedResponse) {
      current = response;
      headers = replayHeaders(response);
    },
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
