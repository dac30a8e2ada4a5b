import {createServer, type AddressInfo} from 'node:net';

/** A TCP port on 127.0.0.1 that nothing listens on now, for a server about to start. */
export function freePort(): Promise<number> {
  return new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const {port} = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
