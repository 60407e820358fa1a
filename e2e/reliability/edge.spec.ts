// Attacks and edge guarantees against the whole running system (the e2e harness's gateway):
// security headers on every kind of reply; metrics that move with known traffic (request counts by
// route and status on every service, failed sign-ins, refused admin calls, mails sent, queue depth);
// one request id from the edge into the service logs; JWT attacks at the edge and at the services,
// the claim checks with tokens signed by the system's real key; header injection through mail
// fields, oversized bodies and path traversal; slow clients cut off by a gateway with short
// timeouts; every process listening on loopback only. (Unit-level versions live in each workspace;
// these prove the wiring.) Pages are the site renderer's (SITE_SERVER_URL): their headers are checked
// through a private gateway in front of a stand-in renderer that sends none of its own.
import { spawn } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { networkInterfaces } from 'node:os';
import path from 'node:path';
import jwt from 'jsonwebtoken';
import { JWT_AUDIENCE, JWT_ISSUER } from '@site/contracts';
import { keyIdOf } from '@site/service-kit';
import { slowClient } from '@site/service-kit/testing';
import { adminUserInfo, baseUrl, gatewayOpsUrl, listMails, waitForMail } from '../support';
import { sendRaw, waitFor, waitForValue } from '@site/testing';
import { metricValue, parseMetrics, scrapeMetrics } from './support/metrics';
import { startPageServer, PAGE_SCRIPT, type PageServer } from './support/page-server';
import { NO_SITE_SERVER, ROOT, ServiceProcess, freePort, jwtPrivateKey, jwtPublicKey, localFormToken } from './support/processes';
import { MINIMAL_PDF } from '@site/testing/resume-files';

const gatewayPort = Number(new URL(baseUrl).port);
/** The harness gives each slot n ports +100n; services sit at 14001.. for slot 0 (scripts/e2e.mjs). */
const slot = Math.round((gatewayPort - 18080) / 100);
const servicePort = (offset: number) => 14000 + offset + slot * 100;
const SERVICES = { content: servicePort(1), forms: servicePort(3), upload: servicePort(4) };
/** The gateway's metrics are on its operations listener (OPS_PORT), never on its public port. */
const gatewayOpsPort = Number(new URL(gatewayOpsUrl).port);
const METRICS: Array<[string, number, string[]]> = [
  ['gateway', gatewayOpsPort, ['gateway_upstream_unavailable_total', 'gateway_rate_limited_total']],
  ['content-service', servicePort(1), []],
  ['auth-service', servicePort(2), ['auth_login_attempts_total']],
  ['forms-service', servicePort(3), []],
  ['upload-service', servicePort(4), []],
  ['worker', servicePort(5), ['mails_sent_total', 'mails_failed_total', 'mail_queue_jobs']],
];
/** The site process (frontend/server): pages and built files behind the gateway; no /metrics. */
const SITE_PORT = servicePort(6);
const systemLog = path.join(__dirname, '..', 'artifacts', slot === 0 ? 'system.log' : `system-${slot}.log`);

/**
 * A private gateway built like the harness's, in front of the harness's services (`name` keeps its
 * rate-limit counters apart), with `env` on top.
 */
const privateGateway = async (name: string, env: Record<string, string>) =>
  new ServiceProcess('gateway', await freePort(), {
    CONTENT_URL: `http://127.0.0.1:${servicePort(1)}`,
    AUTH_URL: `http://127.0.0.1:${servicePort(2)}`,
    FORMS_URL: `http://127.0.0.1:${servicePort(3)}`,
    UPLOAD_URL: `http://127.0.0.1:${servicePort(4)}`,
    JWT_PUBLIC_KEY: jwtPublicKey(),
    REDIS_PREFIX: `${process.env.E2E_REDIS_PREFIX ?? 'rel'}:${name}`,
    ...env,
  });

let address = 0;
/** A new client address per call (the gateway and forms-service trust the loopback proxy). */
const client = () => `198.51.100.${(address += 1) % 250}`;

describe('security headers on every kind of reply', () => {
  const check = (headers: Headers | http.IncomingHttpHeaders, label: string) => {
    const get = (name: string) => (headers instanceof Headers ? headers.get(name) : (headers[name] as string | undefined)) ?? null;
    const csp = get('content-security-policy') ?? '';
    const directives = csp.split(';').map((d) => d.trim());
    // Scripts follow script-src, else default-src: either way only this origin or nothing at all.
    const scripts = directives.find((d) => d.startsWith('script-src ')) ?? directives.find((d) => d.startsWith('default-src ')) ?? '';
    expect({ label, scripts }).toEqual({ label, scripts: expect.stringMatching(/^(script-src 'self'|default-src 'none')$/) });
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(directives).toContain("frame-ancestors 'none'");
    expect({
      label,
      hsts: get('strict-transport-security'),
      nosniff: get('x-content-type-options'),
      referrer: get('referrer-policy'),
      poweredBy: get('x-powered-by'),
      server: get('server'),
    }).toEqual({
      label,
      hsts: 'max-age=31536000; includeSubDomains',
      nosniff: 'nosniff',
      referrer: 'strict-origin-when-cross-origin',
      poweredBy: null,
      server: null,
    });
  };

  let site: PageServer;
  let gateway: ServiceProcess;
  beforeAll(async () => {
    site = await startPageServer();
    gateway = await privateGateway('edge-pages', { SITE_SERVER_URL: site.url });
    await gateway.start();
  });
  afterAll(async () => {
    await gateway?.stop();
    await site?.close();
  });

  it('when a page and its script (the site renderer\'s, through a gateway), an API reply, an error, an admin refusal and a service\'s validation error are fetched, then each carries CSP (no inline scripts), HSTS, frame-ancestors none, Referrer-Policy, nosniff and no version banner', async () => {
    const page = await fetch(`${gateway.url}/`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    const html = await page.text();
    check(page.headers, 'page');
    const script = /<script[^>]+src="(\/static\/js\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBe(PAGE_SCRIPT);
    const asset = await fetch(`${gateway.url}${script}`);
    await asset.arrayBuffer(); // every body read: an unread one keeps its connection, and jest, waiting
    expect(asset.status).toBe(200);
    check(asset.headers, 'static asset');
    const api = await fetch(`${baseUrl}/blogs`, { headers: { accept: 'application/json' } });
    await api.arrayBuffer();
    expect(api.status).toBe(200);
    check(api.headers, 'API reply');
    const missing = await fetch(`${baseUrl}/api/no-such-thing`, { headers: { accept: 'application/json' } });
    await missing.arrayBuffer();
    expect(missing.status).toBe(404);
    check(missing.headers, 'JSON error');
    const refused = await fetch(`${baseUrl}/api/caseStudies`, { method: 'POST', headers: { 'x-forwarded-for': client() } });
    await refused.arrayBuffer();
    expect(refused.status).toBe(401);
    check(refused.headers, 'admin refusal');
    const invalid = await fetch(`${baseUrl}/send-newsletter`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': client() }, body: '{"email":1}' });
    await invalid.arrayBuffer();
    expect(invalid.status).toBe(400);
    check(invalid.headers, 'validation error from a service');
  });
});

describe('metrics', () => {
  test.each(METRICS)('when %s is scraped at /metrics, then it answers Prometheus text with request durations and its own counters', async (_name, port, names) => {
    // The worker samples the queue every 5 s: wait for its first sample.
    const text = await waitForValue(
      async () => {
        const reply = await fetch(`http://127.0.0.1:${port}/metrics`);
        expect(reply.status).toBe(200);
        expect(reply.headers.get('content-type')).toMatch(/^text\/plain/);
        return reply.text();
      },
      (scraped) => names.every((n) => scraped.includes(`# TYPE ${n} `)),
      { timeout: 7000, interval: 500, what: `every metric of ${names.join(', ')}` },
    );
    expect(text).toContain('process_cpu_seconds_total');
    for (const n of names) expect(text).toContain(`# TYPE ${n} `);
    if (port !== servicePort(5)) expect(text).toMatch(/# TYPE (http_request_duration_seconds|gateway_request_duration_seconds)/);
  });

  const metricsOf = (port: number) => scrapeMetrics(`http://127.0.0.1:${port}`);
  const requests = (text: string, labels: Record<string, string>) => metricValue(text, 'http_request_duration_seconds_count', labels);
  const missingImage = '/media/images/00000000-0000-4000-8000-000000000000/480.webp';
  /** Known traffic through the gateway (body '' for none), and the route and status each process must count it under. */
  const TRAFFIC: Array<[string, string, string, string, number, number, string]> = [
    ['gateway', 'GET', '/blogs', 'content', 200, gatewayOpsPort, ''],
    ['content-service', 'GET', '/blogs', '/blogs', 200, servicePort(1), ''],
    ['auth-service', 'POST', '/api/users/login', '/api/users/login', 401, servicePort(2), JSON.stringify({ email: 'nobody-metrics@northwire.example', password: 'Wrong-Pass-1' })],
    ['forms-service', 'POST', '/send-newsletter', '/send-newsletter', 400, servicePort(3), '{"email":1}'],
    ['upload-service', 'GET', missingImage, '/media/images/:id/:file', 404, servicePort(4), ''],
  ];

  test.each(TRAFFIC)('when %s serves %s %s, then its request duration count for route %s and status %i goes up by one', async (_name, method, p, route, status, port, body) => {
    const labels = { method, route, status: String(status) };
    const before = requests(await metricsOf(port), labels);
    const reply = await fetch(`${baseUrl}${p}`, {
      method,
      headers: { accept: 'application/json', 'content-type': 'application/json', 'x-forwarded-for': client() },
      ...(body ? { body } : {}),
    });
    await reply.arrayBuffer();
    expect(reply.status).toBe(status);
    // The line is counted when the reply has finished, which the client may see first.
    const after = await waitForValue(async () => requests(await metricsOf(port), labels), (n) => n !== before, { timeout: 2000, interval: 100 });
    expect(after - before).toBe(1);
  });

  it('when a sign-in fails and an admin call comes without a token, then auth_login_attempts_total{outcome="failure"} and gateway_admin_token_rejected_total{service="content"} each go up by one', async () => {
    const failures = async () => metricValue(await metricsOf(servicePort(2)), 'auth_login_attempts_total', { outcome: 'failure' });
    const rejected = async () => metricValue(await metricsOf(gatewayOpsPort), 'gateway_admin_token_rejected_total', { service: 'content' });
    const [failuresBefore, rejectedBefore] = [await failures(), await rejected()];
    const login = await fetch(`${baseUrl}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': client() },
      body: JSON.stringify({ email: 'nobody-metrics@northwire.example', password: 'Wrong-Pass-2' }),
    });
    await login.arrayBuffer();
    expect(login.status).toBe(401);
    const refused = await fetch(`${baseUrl}/api/caseStudies`, { method: 'POST', headers: { 'x-forwarded-for': client() } });
    await refused.arrayBuffer();
    expect(refused.status).toBe(401);
    expect({ failures: (await failures()) - failuresBefore, rejected: (await rejected()) - rejectedBefore }).toEqual({ failures: 1, rejected: 1 });
  });

  it('when a contact form is mailed, then the worker\'s mails_sent_total{kind="contact"} goes up by two (sales and info) and mail_queue_jobs reports a value for every state', async () => {
    const worker = servicePort(5);
    const sent = async () => metricValue(await metricsOf(worker), 'mails_sent_total', { kind: 'contact' });
    const before = await sent();
    const name = `Metrics ${String.fromCharCode(...`${Date.now()}`.split('').map((d) => 97 + Number(d)))}`;
    const reply = await fetch(`${baseUrl}/send-contact-form-main`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': client() },
      body: JSON.stringify({ email: 'metrics@client.example', name, message: 'Counting mails', phoneNum: '5035550100', formType: 'Contact page Form', formToken: await localFormToken() }),
    });
    expect(reply.status).toBe(200);
    await waitFor(async () => (await sent()) - before >= 2, { timeout: 30_000, interval: 250, what: 'two contact mails counted' });
    expect((await sent()) - before).toBe(2);
    expect((await listMails()).filter((m) => m.subject.includes(name))).toHaveLength(2);
    // The queue is sampled every 5 s: every state is there, as a count.
    const queue = async () =>
      Object.fromEntries(
        parseMetrics(await metricsOf(worker))
          .filter((sample) => sample.name === 'mail_queue_jobs')
          .map((sample) => [sample.labels.state, sample.value]),
      ) as Record<string, number>;
    const depth = await waitForValue(queue, (states) => Object.keys(states).length >= 5, { timeout: 7000, interval: 500 });
    const count = expect.any(Number);
    expect(depth).toMatchObject({ waiting: count, active: count, delayed: count, failed: count, completed: count });
    expect(Object.entries(depth).filter(([, n]) => !Number.isInteger(n) || n < 0)).toEqual([]);
  });

  it('when /metrics and /healthz are asked for on the gateway\'s public port, then /metrics is a 404 with no metrics and /healthz is the gateway\'s own liveness (nginx also answers 404 for /metrics)', async () => {
    const metrics = await fetch(`${baseUrl}/metrics`, { headers: { accept: 'application/json' } });
    expect(metrics.status).toBe(404);
    expect(await metrics.text()).not.toContain('process_cpu_seconds_total');
    const health = await fetch(`${baseUrl}/healthz`);
    expect({ status: health.status, body: await health.json() }).toEqual({ status: 200, body: { status: 'ok', service: 'gateway' } });
  });
});

describe('request ids', () => {
  it('when a form post carries x-request-id X, then the reply echoes X and forms-service logs its line with X', async () => {
    const id = `rel-${Date.now()}-${process.pid}`;
    const reply = await fetch(`${baseUrl}/send-contact-form-main`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': id, 'x-forwarded-for': client() },
      // Invalid on purpose: the e2e run logs at warn level, and a 400 is logged at warn.
      body: JSON.stringify({ email: 'not-an-email', name: 'Rel Test', message: 'hello' }),
    });
    expect(reply.status).toBe(400);
    expect(reply.headers.get('x-request-id')).toBe(id);
    expect(await reply.json()).toMatchObject({ msg: 'fail', requestId: id });
    const fromForms = (l: string) => /^forms\b/.test(l.trim()) || l.includes('"service":"forms-service"');
    // Wait for forms-service's own line: the gateway's line with the same id may be written first.
    const lines = await waitForValue(
      async () => readFileSync(systemLog, 'utf8').split('\n').filter((l) => l.includes(id)),
      (found) => found.some(fromForms),
      { timeout: 5000, interval: 200 },
    );
    expect(lines.some(fromForms)).toBe(true);
  });

  it('when a page the site does not have is asked for with x-request-id X, then the site process logs its 404 line with X', async () => {
    const id = `rel-site-${Date.now()}-${process.pid}`;
    const reply = await fetch(`${baseUrl}/no-such-page-${id}`, { headers: { 'x-request-id': id } });
    await reply.arrayBuffer();
    expect({ status: reply.status, id: reply.headers.get('x-request-id') }).toEqual({ status: 404, id });
    const fromSite = (l: string) => l.includes('"service":"site"');
    const lines = await waitForValue(
      async () => readFileSync(systemLog, 'utf8').split('\n').filter((l) => l.includes(id)),
      (found) => found.some(fromSite),
      { timeout: 5000, interval: 200 },
    );
    expect(lines.filter(fromSite).map((l) => JSON.parse(l.slice(l.indexOf('{'))) as { req: { url: string }; res: { statusCode: number } })).toEqual([
      expect.objectContaining({ req: expect.objectContaining({ id, method: 'GET', url: `/no-such-page-${id}` }), res: { statusCode: 404 } }),
    ]);
  });

  it('when x-request-id is unsafe (too long or odd characters), then a fresh id is used instead of echoing it', async () => {
    const reply = await fetch(`${baseUrl}/blogs`, { headers: { 'x-request-id': `${'a'.repeat(300)}<script>` } });
    await reply.arrayBuffer();
    const echoed = reply.headers.get('x-request-id') ?? '';
    expect(echoed).toMatch(/^[A-Za-z0-9._-]{1,128}$/);
  });
});

describe('JWT attacks at the edge and at each service', () => {
  // The running system's own signing key (the harness's .local/keys): tokens it signs pass the
  // signature check, so refusing them proves the claim checks (expiry, audience, issuer, isAdmin).
  const realKey = jwtPrivateKey();
  const realKid = keyIdOf(realKey);
  const other = generateKeyPairSync('ec', { namedCurve: 'P-256', publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } });
  // A session id is required (a token without one could never be revoked); for the refusals any will do.
  const claims = () => ({ sub: '1', email: 'admin@northwire.local', isAdmin: true, role: 'owner', iss: JWT_ISSUER, aud: JWT_AUDIENCE, sid: 'no-such-session' });
  const signReal = (payload: object, options: jwt.SignOptions = {}) => jwt.sign(payload, realKey, { algorithm: 'ES256', keyid: realKid, expiresIn: 600, ...options });
  const publicKey = jwtPublicKey();
  const b64 = (v: object) => Buffer.from(JSON.stringify(v)).toString('base64url');
  /** A real token for a non-admin whose payload is then edited to say admin, signature kept. */
  const tampered = () => {
    const [header, , signature] = signReal({ ...claims(), isAdmin: false }).split('.');
    return `${header}.${b64({ ...claims(), exp: Math.floor(Date.now() / 1000) + 600 })}.${signature}`;
  };
  const TOKENS: Array<[string, string, number]> = [
    ['alg none', `${b64({ alg: 'none', typ: 'JWT', kid: realKid })}.${b64({ ...claims(), exp: 9e9 })}.`, 401],
    ['HS256 keyed with the real public key', jwt.sign(claims(), Buffer.from(publicKey), { algorithm: 'HS256', keyid: realKid, expiresIn: 600 }), 401],
    ['an unknown kid, signed by another key', jwt.sign(claims(), other.privateKey, { algorithm: 'ES256', keyid: 'attacker-key', expiresIn: 600 }), 401],
    ["the real key's kid on a token signed by another key", jwt.sign(claims(), other.privateKey, { algorithm: 'ES256', keyid: realKid, expiresIn: 600 }), 401],
    ['an expired token signed by the real key', signReal(claims(), { expiresIn: -60 }), 401],
    ['a wrong audience, signed by the real key', signReal({ ...claims(), aud: 'another-app' }), 401],
    ['a wrong issuer, signed by the real key', signReal({ ...claims(), iss: 'someone-else' }), 401],
    ['no expiry, signed by the real key', jwt.sign(claims(), realKey, { algorithm: 'ES256', keyid: realKid }), 401],
    ['tampered claims (a real non-admin token edited to isAdmin true)', tampered(), 401],
    ['isAdmin as the string "true", signed by the real key', signReal({ ...claims(), isAdmin: 'true' }), 403],
    ['isAdmin false, signed by the real key', signReal({ ...claims(), isAdmin: false }), 403],
    ['no session id, signed by the real key', signReal({ sub: '1', email: 'admin@northwire.local', isAdmin: true, iss: JWT_ISSUER, aud: JWT_AUDIENCE }), 401],
    ['a session that does not exist (ended by logout), signed by the real key', signReal(claims()), 401],
  ];
  const TARGETS: Array<[string, string, string]> = [
    ['POST', '/api/caseStudies', 'content'],
    ['GET', '/api/admin/submissions', 'forms'],
    ['GET', '/api/admin/resumes/00000000-0000-4000-8000-000000000000.pdf/link', 'upload'],
  ];
  const send = async (method: string, url: string, token: string) => {
    const reply = await fetch(url, { method, headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': client(), 'content-type': 'application/json' }, ...(method === 'POST' ? { body: '{"notAField":true}' } : {}) });
    await reply.arrayBuffer();
    return reply;
  };
  const cases = TARGETS.flatMap(([m, p, s]) => TOKENS.map(([label, token, status]) => [m, p, s, label, status, token] as const));

  test.each(cases)('when %s %s (%s) carries %s, then the gateway and the service itself both answer %i', async (method, p, service, _label, status, token) => {
    const edge = await send(method, `${baseUrl}${p}`, token);
    const direct = await send(method, `http://127.0.0.1:${SERVICES[service as keyof typeof SERVICES]}${p}`, token);
    expect({ edge: edge.status, direct: direct.status }).toEqual({ edge: status, direct: status });
  });

  test.each(TARGETS)('when %s %s (%s) carries a valid admin token signed by the real key, then it is let through (the refusals above are the claim checks, not a wrong key)', async (method, p, service) => {
    // The subject and session of a real sign-in: the session is live in the system's Redis.
    const { sub, sid } = jwt.decode((await adminUserInfo()).token) as { sub: string; sid: string };
    const token = signReal({ ...claims(), sub, sid });
    const edge = await send(method, `${baseUrl}${p}`, token);
    const direct = await send(method, `http://127.0.0.1:${SERVICES[service as keyof typeof SERVICES]}${p}`, token);
    // The case study has an unknown field, so validation refuses it (400) and nothing is stored; the
    // submissions list is 200; no such resume is 404.
    expect({ edge: edge.status, direct: direct.status }).toEqual({ edge: direct.status, direct: expect.any(Number) });
    expect([401, 403]).not.toContain(edge.status);
    expect([400, 200, 404]).toContain(edge.status);
  });
});

describe('bodies and paths', () => {
  it('when a form body is over 20 kB, then 413 with msg fail; when a resume is over 3 MB, then 400 with the spec message; nothing is stored', async () => {
    const big = await fetch(`${baseUrl}/send-newsletter`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': client() }, body: JSON.stringify({ email: `${'a'.repeat(30_000)}@x.com` }) });
    expect(big.status).toBe(413);
    expect(await big.json()).toMatchObject({ msg: 'fail' });
    const form = new FormData();
    form.append('cv', new Blob([Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(3 * 1024 * 1024 + 10)])], { type: 'application/pdf' }), 'big.pdf');
    const resume = await fetch(`${baseUrl}/api/upload/resume`, { method: 'POST', body: form, headers: { 'x-forwarded-for': client() } });
    await resume.arrayBuffer();
    expect([400, 413]).toContain(resume.status);
  });

  test.each([
    '/media/images/../../../etc/passwd',
    '/media/images/%2e%2e/%2e%2e/etc/passwd',
    '/static/js/..%2f..%2f..%2fpackage.json',
    '/api/files/resumes/..%2f..%2fpackage.json?expires=1&signature=x',
    '/internal/resumes/x/content',
    '/%2e%2e/%2e%2e/etc/passwd',
  ])('when %s is asked for raw, then it is refused (4xx) and no file content leaks', async (p) => {
    const reply = await sendRaw(baseUrl, { method: 'GET', path: p, headers: { accept: '*/*' } });
    expect(reply.status).toBeGreaterThanOrEqual(400);
    expect(reply.status).toBeLessThan(500);
    expect(reply.body).not.toMatch(/root:x:0:0|"workspaces"/);
  });
});

describe('header injection through mail fields', () => {
  it('when a job application carries CR/LF and a Bcc header in its name and e-mail, then the mail goes only to the info mailbox with no injected header', async () => {
    const form = new FormData();
    form.append('cv', new Blob([MINIMAL_PDF], { type: 'application/pdf' }), 'cv.pdf');
    const upload = await fetch(`${baseUrl}/api/upload/resume`, { method: 'POST', body: form, headers: { 'x-forwarded-for': client() } });
    expect(upload.status).toBe(200);
    const resume = await upload.text();
    const marker = `inj${Date.now()}`;
    const evil = `evil-${marker}@attacker.example`;
    const reply = await fetch(`${baseUrl}/job-opportunity-form`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': client() },
      body: JSON.stringify({
        fname: `Sam\r\nBcc: ${evil}`,
        lname: `${marker}\r\nX-Injected: yes`,
        email: `a@b.co\r\nBcc: ${evil}`,
        phoneNum: '5035550100',
        city: 'Portland',
        state: 'Oregon',
        jobInterested: 'Smart Hands',
        resume,
        formType: 'job Form',
        formToken: await localFormToken(),
      }),
    });
    // Either refused outright, or accepted and mailed without the injection.
    if (reply.status === 400) {
      const refusal = (await reply.json()) as { msg: string; message: string };
      expect(refusal).toMatchObject({ msg: 'fail' });
      console.log(`job form with CR/LF refused: ${refusal.message}`);
      return;
    }
    expect(reply.status).toBe(200);
    const mail = await waitForMail((m) => m.subject.includes(marker), { timeoutMs: 30_000 });
    const raw = JSON.stringify(mail).toLowerCase();
    const headerNames = Object.keys(mail.headers).map((h) => h.toLowerCase());
    expect(headerNames).not.toContain('bcc');
    expect(headerNames).not.toContain('x-injected');
    expect(mail.to.map((a) => a.address)).toEqual([expect.stringMatching(/^info@/)]);
    const envelope = (mail as unknown as { envelope?: { to?: { address: string }[] } }).envelope;
    expect((envelope?.to ?? []).map((a) => a.address)).not.toContain(evil);
    expect((await listMails()).filter((m) => [...m.to, ...(m.cc ?? [])].some((a) => a.address === evil))).toEqual([]);
    expect(raw).toContain(marker);
  });
});

describe('slow clients and where the processes listen', () => {
  let gateway: ServiceProcess;
  beforeAll(async () => {
    // Short timeouts; no page is asked for.
    gateway = await privateGateway('edge', { SITE_SERVER_URL: NO_SITE_SERVER, HTTP_HEADERS_TIMEOUT_MS: '1000', HTTP_REQUEST_TIMEOUT_MS: '2000' });
    await gateway.start();
  });
  afterAll(() => gateway?.stop());

  it('when one client drips its headers a byte a second and another sends a form body slower than allowed, then both get a 408 within the limits while a normal client is served', async () => {
    const headers = slowClient(gateway.url, { head: 'GET /blogs HTTP/1.1\r\nHost: x\r\n', drip: 'X-Slow: aaaaaaaa\r\n', intervalMs: 1000, maxMs: 6000 });
    const body = slowClient(gateway.url, {
      head: 'POST /send-newsletter HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 45\r\n\r\n',
      drip: '{"email":"slowloris@client.example","x":"yy"}',
      intervalMs: 200,
      maxMs: 8000,
    });
    // The gateway is another process: a normal request goes once the slow one has dripped a while.
    await new Promise((r) => setTimeout(r, 300));
    const normal = await fetch(`${gateway.url}/blogs`, { headers: { accept: 'application/json' } });
    await normal.arrayBuffer();
    expect(normal.status).toBe(200);
    const timeout = 'HTTP/1.1 408 Request Timeout\r\nConnection: close\r\n\r\n';
    const [dripped, slow] = await Promise.all([headers, body]);
    expect({ reply: dripped.reply, inTime: (dripped.closedAfterMs ?? Infinity) < 1000 + 250 + 700 }).toEqual({ reply: timeout, inTime: true });
    expect({ reply: slow.reply, inTime: (slow.closedAfterMs ?? Infinity) < 2000 + 250 + 700 }).toEqual({ reply: timeout, inTime: true });
  });

  it('when the system runs as `npm start` runs it, then no process is reachable on the machine\'s network address, only on loopback', async () => {
    const external = Object.values(networkInterfaces())
      .flat()
      .filter((i) => i !== undefined && i.family === 'IPv4' && !i.internal)
      .map((i) => i!.address);
    expect(external.length).toBeGreaterThan(0);
    const connects = (host: string, port: number) =>
      new Promise<string>((resolve) => {
        const socket = net.connect({ host, port, timeout: 1000 });
        const done = (state: string) => {
          socket.destroy();
          resolve(state);
        };
        socket.once('connect', () => done('open'));
        socket.once('timeout', () => done('timeout'));
        socket.once('error', (err: NodeJS.ErrnoException) => done(err.code ?? 'error'));
      });
    for (const [name, port] of [...METRICS, ['site', SITE_PORT] as const]) {
      expect({ name, loopback: await connects('127.0.0.1', port) }).toEqual({ name, loopback: 'open' });
      for (const host of external) expect({ name, host, state: await connects(host, port) }).toEqual({ name, host, state: 'ECONNREFUSED' });
    }
  });
});

describe('kept-alive connections between the gateway and the site', () => {
  /** One GET on a kept-alive socket of the site process, with the reply's connection headers. */
  const connectionHeaders = (path: string) =>
    new Promise<{ status: number; connection: string | undefined; keepAlive: string | undefined }>((resolve, reject) => {
      const agent = new http.Agent({ keepAlive: true });
      http
        .get({ host: '127.0.0.1', port: SITE_PORT, path, agent }, (res) => {
          res.resume();
          res.once('end', () => {
            agent.destroy();
            resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, keepAlive: res.headers['keep-alive'] as string | undefined });
          });
        })
        .once('error', reject);
    });

  it('when the site answers a page, a built script and a 404, then it keeps each connection 65 s, longer than the gateway agent keeps an idle one (60 s), so the gateway never sends on a socket the site is closing', async () => {
    const script = readdirSync(path.join(__dirname, '..', '..', 'frontend', 'dist', 'client', 'static', 'js')).find((f) => f.endsWith('.js'));
    const kept = { connection: 'keep-alive', keepAlive: 'timeout=65' };
    expect(await connectionHeaders('/about')).toEqual({ status: 200, ...kept });
    expect(await connectionHeaders(`/static/js/${script}`)).toEqual({ status: 200, ...kept });
    expect(await connectionHeaders('/no-such-page')).toEqual({ status: 404, ...kept });
  });
});

describe('the site while content-service is away', () => {
  let site: ServiceProcess;
  beforeAll(async () => {
    // A port nothing listens on: every content-service call is refused.
    site = new ServiceProcess('frontend', await freePort(), { CONTENT_SERVICE_URL: `http://127.0.0.1:${await freePort()}` });
    await site.start();
  });
  afterAll(() => site?.stop());

  it('when content-service cannot be reached, then the pages made from its lists answer 503 with the page itself, revalidated, and a prerendered page answers 200', async () => {
    const answers = [];
    for (const route of ['/', '/services', '/blog', '/casestudy', '/about']) {
      const reply = await fetch(`${site.url}${route}`);
      const html = await reply.text();
      answers.push({ route, status: reply.status, cache: reply.headers.get('cache-control'), page: html.includes('</html>') && html.includes('<h1') });
    }
    expect(answers).toEqual([
      { route: '/', status: 503, cache: 'no-cache', page: true },
      { route: '/services', status: 503, cache: 'no-cache', page: true },
      { route: '/blog', status: 503, cache: 'no-cache', page: true },
      { route: '/casestudy', status: 503, cache: 'no-cache', page: true },
      { route: '/about', status: 200, cache: 'public, max-age=0', page: true },
    ]);
  });
});

describe('the site and the origin its build was made for', () => {
  /** Starts the built site process with `env` and resolves with its exit code and output once it exits (or after 20 s). */
  const startSite = (env: Record<string, string>) =>
    new Promise<{ code: number | null; output: string }>((resolve) => {
      const child = spawn(process.execPath, [path.join(ROOT, 'frontend', 'dist', 'main.js')], {
        env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: '0', ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (c: Buffer) => (output += c.toString()));
      child.stderr.on('data', (c: Buffer) => (output += c.toString()));
      const timer = setTimeout(() => child.kill('SIGTERM'), 20_000);
      child.on('exit', (code) => {
        clearTimeout(timer);
        resolve({ code, output });
      });
    });

  it('when the site is started with a SITE_URL other than its build\'s, then it refuses to start and names both origins', async () => {
    const build = JSON.parse(readFileSync(path.join(ROOT, 'frontend', 'dist', 'build.json'), 'utf8')) as { siteUrl: string };
    const result = await startSite({ SITE_URL: 'https://elsewhere.example.com' });
    expect(result.code).toBe(1);
    expect(result.output).toContain(`SITE_URL: https://elsewhere.example.com is not the origin this build was made for (${build.siteUrl})`);
  });
});
