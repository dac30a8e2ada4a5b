/**
 * Runs a command with the Firebase Auth emulator beside it when the site is
 * in emulator mode (no FIREBASE_API_KEY): starts the emulator unless one is
 * already listening, waits until it answers, runs the command, and stops the
 * emulator, with every process it started, when the command ends, fails or
 * is interrupted. Exits with the command's exit code.
 *
 *   tsx scripts/with-emulator.mts <command> [args...]
 */
import {existsSync} from 'node:fs';
import {readFirebaseConfig} from '../src/auth/config.ts';
import {endGroupsWithThisProcess, startGroup, stopAllGroups, type ProcessGroup} from './lib/processGroup.ts';
import {answers, waitForUrl} from './lib/waitForUrl.ts';

if (existsSync('.env')) process.loadEnvFile('.env');

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('Usage: tsx scripts/with-emulator.mts <command> [args...]');
  process.exit(2);
}
endGroupsWithThisProcess();

async function startEmulator(host: string, projectId: string): Promise<ProcessGroup | null> {
  if (await answers(`http://${host}/`)) return null;
  console.log(`Starting the Firebase Auth emulator on ${host} (project ${projectId})…`);
  const emulator = startGroup('npx', ['firebase', 'emulators:start', '--only', 'auth', '--project', projectId], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForUrl(`http://${host}/`, emulator.child);
  return emulator;
}

const config = readFirebaseConfig(process.env);
if (config.emulatorHost) await startEmulator(config.emulatorHost, config.projectId);
const {code, signal} = await startGroup(command, args, {stdio: 'inherit'}).exited;
await stopAllGroups();
process.exit(code ?? (signal ? 1 : 0));
