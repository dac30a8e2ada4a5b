import closeWithGrace from 'close-with-grace';
import {buildApp} from './app';
import {readServerConfig} from './config';
import {firebaseIdentity} from './identity';
import {openProgressBackend} from './progress/backend';

/** Starts the server on HOST:PORT; SIGINT/SIGTERM close it gracefully (close-with-grace). */
async function main(): Promise<void> {
  const config = readServerConfig();
  const identity = firebaseIdentity(config.projectId, config.emulatorHost);
  const progress = openProgressBackend(config.database, {poolSize: config.databasePoolSize});
  const app = await buildApp({config, identity, logger: {level: config.logLevel}, progress});
  // Migrations run at start-up; a database that is down does not stop the site (see server/progress/backend.ts).
  await progress.ready().then(
    () => app.log.info({store: config.database.kind}, 'progress store ready'),
    (error: Error) => app.log.error({store: config.database.kind, reason: error.message}, 'progress store unavailable'),
  );

  closeWithGrace({delay: 10_000}, async ({signal, err}) => {
    if (err) app.log.error({err}, 'shutting down after an error');
    else app.log.info({signal}, 'shutting down');
    await app.close();
  });

  await app.listen({host: config.host, port: config.port});
  app.log.info({emulator: config.emulatorHost, project: config.projectId}, 'serving the site');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
