import http from 'node:http';
import { request as undiciRequest, Agent } from 'undici';
import { startMockApi, stopSite } from './support.mjs';
const mock = await startMockApi();
const url = `${mock.url}/api/escort-index-slider`;
const N = 3000;
async function measure(name, one) {
  for (let i = 0; i < 300; i++) await one();
  const t = process.cpuUsage(); const w = performance.now();
  for (let i = 0; i < N; i += 2) await Promise.all([one(), one()]);
  const c = process.cpuUsage(t); console.log(name, ((c.user + c.system) / 1000 / N).toFixed(3), 'ms CPU/call', ((performance.now() - w) / N).toFixed(3), 'ms wall');
}
const agent = new http.Agent({ keepAlive: true });
const ua = new Agent({ keepAliveTimeout: 4000 });
console.log('bytes', (await (await fetch(url)).text()).length);
for (let r = 0; r < 2; r++) {
await measure('global fetch', async () => { const r = await fetch(new Request(url, { headers: { accept: 'application/json', 'content-language': 'en' } })); await r.text(); });
await measure('undici.request', async () => { const r = await undiciRequest(url, { dispatcher: ua, headers: { accept: 'application/json', 'content-language': 'en' } }); await r.body.text(); });
await measure('undici.request+Response', async () => { const r = await undiciRequest(url, { dispatcher: ua, headers: { accept: 'application/json', 'content-language': 'en' } }); const t = await r.body.text(); const res = new Response(t, { status: r.statusCode, headers: r.headers }); await res.text(); });
await measure('http.get', () => new Promise((res, rej) => { http.get(url, { agent, headers: { accept: 'application/json', 'content-language': 'en' } }, (m) => { let s = ''; m.setEncoding('utf8'); m.on('data', (d) => (s += d)); m.on('end', () => res(s)); }).on('error', rej); }));
}
await stopSite(mock);
