/**
 * The origin of a server listening on `host` and `port` (`http://127.0.0.1:3000`), an IPv6 host in
 * brackets (`http://[::1]:3000`): what the site's servers and the mock's HTTP server announce and
 * use as their own address.
 */
export const httpOrigin = (host: string, port: number): string => `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
