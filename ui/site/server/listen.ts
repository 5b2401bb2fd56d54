import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { httpOrigin } from '@portal/sdk';

/** The origin a listening server answers on (`http://127.0.0.1:3000`; port 0 resolved to the one given). */
export function listeningOrigin(server: Server, host: string): string {
  return httpOrigin(host, (server.address() as AddressInfo).port);
}
