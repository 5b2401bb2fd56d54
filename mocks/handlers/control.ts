import { http, HttpResponse, type HttpHandler } from 'msw';
import { HTTP } from '../../schemas';
import { parsePlaceholder, renderPlaceholderSvg, PLACEHOLDER_PATH } from '../media/placeholder';
import { faultCount, getScenarios, resetScenarioRandom, setScenarios, SCENARIOS } from '../scenarios';
import { getStore, resetStore } from '../store';
import { publishDraft } from '../store/profile-draft';
import { UPLOADS_PATH } from './images';

/**
 * Routes of the mock itself (never part of the API) and the media it serves:
 * - POST /__mock/reset {seed?}        back to the seeded state
 * - GET/POST /__mock/scenario         read / switch scenarios: {"scenarios": "flaky,slow"}
 * - GET /__mock/outbox                "emails" sent: verification and reset tokens
 * - POST /__mock/profiles/{id}/approve  what a moderator does: moderating -> active, the draft published
 * - GET /media/placeholder/...        generated SVG placeholders
 * - GET /media/uploads/...            uploaded files, as stored
 */
export const MOCK_CONTROL_PATH = '/__mock';

async function readJson(request: Request): Promise<Record<string, unknown>> {
  try {
    const text = await request.text();
    const value: unknown = text ? JSON.parse(text) : {};
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const scenarioState = () => {
  const active = getScenarios();
  return { scenarios: [...active.names], slow_ms: active.slowMs, flaky_rate: active.flakyRate, faults_injected: faultCount(), available: SCENARIOS };
};

export const controlHandlers: HttpHandler[] = [
  http.post(`*${MOCK_CONTROL_PATH}/reset`, async ({ request }) => {
    const { seed } = await readJson(request);
    const store = resetStore(typeof seed === 'number' && Number.isInteger(seed) ? seed : undefined);
    resetScenarioRandom();
    return HttpResponse.json({ message: 'Mock state reset', profiles: store.profiles.size });
  }),
  http.get(`*${MOCK_CONTROL_PATH}/scenario`, () => HttpResponse.json(scenarioState())),
  http.post(`*${MOCK_CONTROL_PATH}/scenario`, async ({ request }) => {
    const { scenarios } = await readJson(request);
    const spec = typeof scenarios === 'string' ? scenarios : Array.isArray(scenarios) ? scenarios.map(String) : [];
    const { unknown } = setScenarios(spec);
    if (unknown.length > 0) {
      return HttpResponse.json({ message: `Unknown scenario: ${unknown.join(', ')}`, errors: { scenarios: unknown } }, { status: HTTP.unprocessable });
    }
    return HttpResponse.json(scenarioState());
  }),
  http.get(`*${MOCK_CONTROL_PATH}/outbox`, () => HttpResponse.json({ data: getStore().outbox })),
  http.post(`*${MOCK_CONTROL_PATH}/profiles/:id/approve`, ({ params }) => {
    const store = getStore();
    const profile = store.profiles.get(Number(params.id));
    if (!profile) return HttpResponse.json({ message: 'Not found' }, { status: HTTP.notFound });
    publishDraft(profile);
    profile.status = 'active';
    profile.is_active = 1;
    profile.moderation_message = null;
    store.saveProfile(profile);
    return HttpResponse.json({ data: { id: profile.id, status: profile.status, is_active: profile.is_active } });
  }),
  http.get(`*${MOCK_CONTROL_PATH}/health`, () => HttpResponse.json({ ok: true })),
];

export const mediaFileHandlers: HttpHandler[] = [
  http.get(`*${PLACEHOLDER_PATH}/:seed/:size/:file`, ({ params }) => {
    const spec = parsePlaceholder(String(params.seed), String(params.size), String(params.file));
    if (!spec) return new HttpResponse(null, { status: HTTP.notFound });
    return new HttpResponse(renderPlaceholderSvg(spec), {
      headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=31536000, immutable' },
    });
  }),
  http.get(`*${UPLOADS_PATH}/*`, ({ request }) => {
    const upload = getStore().uploads.get(new URL(request.url).pathname);
    if (!upload) return new HttpResponse(null, { status: HTTP.notFound });
    return new HttpResponse(upload.bytes.slice().buffer, { headers: { 'Content-Type': upload.type, 'Cache-Control': 'no-store' } });
  }),
];
