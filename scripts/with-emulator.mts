/**
 * Runs a command with the Firebase Auth emulator beside it when the site is
 * in emulator mode (no FIREBASE_API_KEY): starts the emulator unless one is
 * already listening, waits until it answers, runs the command, and stops the
 * emulator when the command ends.
 *
 *   tsx scripts/with-emulator.mts <command> [args...]
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {existsSync} from 'node:fs';
import {readFirebaseConfig} from '../src/auth/config.ts';
import {answers, waitForUrl} from './lib/waitForUrl.ts';

if (existsSync('.env')) process.loadEnvFile('.env');

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('Usage: tsx scripts/with-emulator.mts <command> [args...]');
  process.exit(2);
}

async function startEmulator(host: string, projectId: string): Promise<ChildProcess | null> {
  if (await answers(`http://${host}/`)) return null;
  console.log(`Starting the Firebase Auth emulator on ${host} (project ${projectId})…`);
  const emulator = spawn('npx', ['firebase', 'emulators:start', '--only', 'auth', '--project', projectId], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForUrl(`http://${host}/`, emulator);
  return emulator;
}

const config = readFirebaseConfig(process.env);
const emulator = config.emulatorHost ? await startEmulator(config.emulatorHost, config.projectId) : null;
const child = spawn(command, args, {stdio: 'inherit'});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code, signal) => {
  emulator?.kill('SIGTERM');
  process.exitCode = code ?? (signal ? 1 : 0);
});
