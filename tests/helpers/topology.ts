/**
 * The production topology of README "Operating", on loopback: `count` app instances on one
 * PostgreSQL database, one Redis and one S3-compatible server (s3rver), behind a round-robin
 * reverse proxy built with http-proxy-3. Guests and the gateway only see the proxy's address
 * (PUBLIC_URL). The built-in gateway sandbox keeps its sessions in memory, so every instance
 * uses instance 0's sandbox as "the" gateway, as all would use SSLCommerz in production.
 */
import { createServer, type Server } from 'node:http';
import { createProxyServer } from 'http-proxy-3';
import { buildApp, type App } from '#server/app.ts';
import { buildConfig, type AppConfig } from '#server/config.ts';
import { readEnv } from '#server/env.ts';
import { createScratchDatabase, getFreePort } from './build-test-app.ts';
import { startLocalRedis } from './local-redis.ts';
import { startLocalS3, type LocalS3 } from './local-s3.ts';

export interface Topology {
  /** The proxy's address: what guests, the gateway's callbacks and PUBLIC_URL use. */
  proxyUrl: string;
  instances: Array<{ app: App; url: string }>;
  /** How many requests the proxy sent to each instance. */
  served: number[];
  s3: LocalS3;
  close: () => Promise<void>;
}

/** Starts the topology on the PostgreSQL server at `serverUrl` (a scratch database of its own). */
export async function startTopology(serverUrl: string, count = 2): Promise<Topology> {
  const database = await createScratchDatabase(serverUrl);
  const redis = await startLocalRedis();
  const s3 = await startLocalS3();
  const proxyPort = await getFreePort();
  const proxyUrl = `http://127.0.0.1:${proxyPort}`;
  const ports = await Promise.all(Array.from({ length: count }, () => getFreePort()));
  const env = readEnv({
    NODE_ENV: 'test',
    PUBLIC_URL: proxyUrl,
    DATABASE_URL: database.url,
    REDIS_URL: redis.url,
    JOBS_ENABLED: 'false',
    LOG_LEVEL: 'warn',
    TRUST_PROXY: '127.0.0.1',
    BETTER_AUTH_SECRET: 'topology-test-secret-0123456789abcdef',
  });
  const base = buildConfig(env);
  const instances: Topology['instances'] = [];
  for (const port of ports) {
    const config: AppConfig = {
      ...base,
      serveWeb: false,
      seedDemoData: false,
      s3: s3.config,
      // Instance 0 answers as the gateway while it serves the test's load too (build-test-app.ts).
      gateway: { ...base.gateway, baseUrl: `http://127.0.0.1:${ports[0]}/sandbox-gateway`, timeoutMs: 120_000 },
    };
    const app = await buildApp(config, { logger: false });
    await app.listen({ port, host: '127.0.0.1' });
    instances.push({ app, url: `http://127.0.0.1:${port}` });
  }

  const proxy = createProxyServer({ xfwd: true });
  const served = instances.map(() => 0);
  let next = 0;
  const server: Server = createServer((request, response) => {
    const index = next++ % instances.length;
    served[index] += 1;
    proxy.web(request, response, { target: instances[index].url }, () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(proxyPort, '127.0.0.1', resolve));

  return {
    proxyUrl,
    instances,
    served,
    s3,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      proxy.close();
      for (const { app } of instances) await app.close();
      await s3.close();
      await redis.stop();
      await database.drop();
    },
  };
}
