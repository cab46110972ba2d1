import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from './logger.ts';
import type { SiteMetrics } from './metrics.ts';

export interface MetricsListenerOptions {
  metrics: SiteMetrics;
  port: number;
  host: string;
  log: Logger;
}

/**
 * GET /metrics in Prometheus's text format, on a port and interface of its own (METRICS_PORT,
 * METRICS_HOST: 127.0.0.1:9464 by default), so the public site never shows them. A port that is taken
 * costs the metrics, never the site: the server says so and goes on serving.
 */
export function startMetricsListener({ metrics, port, host, log }: MetricsListenerOptions): Server {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Metrics are at GET /metrics.\n');
      return;
    }
    metrics.text().then(
      (text) => response.writeHead(200, { 'content-type': metrics.contentType }).end(text),
      (error: unknown) => {
        log.error({ err: error }, 'collecting the metrics failed');
        response.writeHead(500).end();
      },
    );
  });
  server.on('error', (error) => log.warn({ err: error }, `Metrics not served: ${host}:${port} cannot be listened on`));
  server.listen(port, host, () => {
    const { port: bound } = server.address() as AddressInfo;
    log.info(`Metrics on http://${host}:${bound}/metrics`);
  });
  return server;
}
