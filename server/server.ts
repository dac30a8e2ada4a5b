import {buildApp} from './app';
import {readServerConfig} from './config';
import {cachedSessions, firebaseSessions} from './sessions';

/** Starts the server on HOST:PORT and shuts it down gracefully on SIGINT/SIGTERM. */
async function main(): Promise<void> {
  const config = readServerConfig();
  const sessions = cachedSessions(firebaseSessions(config.projectId, config.emulatorHost), config.sessionCacheMs);
  const app = await buildApp({config, sessions, logger: {level: config.logLevel}});

  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      app.log.info({signal}, 'shutting down');
      app.close().then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({err: error}, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }

  await app.listen({host: config.host, port: config.port});
  app.log.info({emulator: config.emulatorHost, project: config.projectId}, 'serving the site');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
