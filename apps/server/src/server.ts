import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { DatabaseUnavailable, openDatabase } from './db/database.js';
import { startTracing } from './modules/ops/start-tracing.js';
import { createServices } from './services.js';

function fail(lines: string[]): never {
  for (const line of lines) process.stderr.write(`Cannot start: ${line}\n`);
  process.exit(1);
}

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.problems);
    throw error;
  }

  // Before the database: its statements are traced through the dialect it is opened with.
  const tracing = await startTracing(config.tracing);
  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase({ ...config, wrapDialect: tracing?.wrapDialect });
  } catch (error) {
    if (error instanceof DatabaseUnavailable) fail([error.message]);
    fail([`database: ${(error as Error).message}`]);
  }

  const logger = { level: config.logLevel };
  // With tracing on, a line written inside a request names its span, as Fastify's lines do.
  const line = (level: string, o: object, m: string) =>
    `${JSON.stringify({ level, msg: m, ...tracing?.logFields(), ...o })}\n`;
  const services = await createServices(config, database, {
    info: (o, m) => process.stdout.write(line('info', o, m)),
    warn: (o, m) => process.stdout.write(line('warn', o, m)),
    error: (o, m) => process.stderr.write(line('error', o, m)),
  });
  const app = await buildApp({ services, logger, tracing });

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    await database.close();
    if (code === 'EADDRINUSE') fail([`PORT: ${config.port} is already in use on ${config.host}`]);
    if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND')
      fail([`HOST: cannot listen on "${config.host}"`]);
    if (code === 'EACCES') fail([`PORT: no permission to listen on port ${config.port}`]);
    fail([`cannot listen: ${(error as Error).message}`]);
  }
  services.mailWorker.start();
  services.notifications.start();
  await services.live.start();
  const sweep = setInterval(
    () => {
      void services.limiter.sweep().catch(() => {});
      void services.auth.sweep().catch(() => {});
    },
    10 * 60 * 1000,
  );
  sweep.unref();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: finishing requests in flight`);
    clearInterval(sweep);
    // Connections kept alive after their last request would hold close() open: drop each one
    // as soon as it is idle, and everything after 10 s.
    const idle = setInterval(() => app.server.closeIdleConnections(), 100);
    const deadline = setTimeout(() => app.server.closeAllConnections(), 10_000);
    await app.close();
    clearInterval(idle);
    clearTimeout(deadline);
    await services.notifications.stop();
    await services.mailWorker.stop();
    await services.live.stop();
    await services.scrape.close();
    await database.close();
    await tracing?.shutdown().catch(() => {});
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

void main();
