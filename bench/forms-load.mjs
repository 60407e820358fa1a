// Form throughput through the gateway, then proof that nothing was lost: every submission is read
// back through the admin inbox API and every mail is counted in the mail catcher.
import { randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

const FORM_POSTS = Number(process.env.BENCH_FORM_POSTS ?? 500);
const FORM_CONCURRENCY = Number(process.env.BENCH_FORM_CONCURRENCY ?? 16);
/** Mailed submissions one anti-spam token carries (contracts FORM_TOKEN_MAX_SUBMISSIONS). */
const TOKEN_USES = 5;
/** A contact enquiry goes to the sales and the info mailbox. */
const MAILS_PER_CONTACT = 2;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function json(url, init) {
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(`${init?.method ?? 'GET'} ${url} answered ${res.status}`);
  return res.json();
}

const postJson = async (url, body, headers = {}) => {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return { status: res.status, body: await res.json() };
};

/**
 * The bench's first Owner signs in as on any new system: the password, the code mailed to a new
 * device (read from the mail catcher), then an authenticator app set up (the Owner needs one);
 * returns the full session's token.
 */
async function signInOwner({ gatewayUrl, mailWebUrl, admin }) {
  const step = await postJson(`${gatewayUrl}/api/users/login`, admin);
  if (step.body.code !== 'SECOND_STEP_REQUIRED' || step.body.method !== 'email')
    throw new Error(`bench sign-in: expected the mailed code step, got ${step.status} ${JSON.stringify(step.body)}`);
  let code;
  for (let tries = 0; !code && tries < 120; tries += 1) {
    const mails = await json(`${mailWebUrl}/email`);
    code = mails.map((m) => /^(\d{6}) is your .* sign-in code$/.exec(m.subject)?.[1]).find(Boolean);
    if (!code) await sleep(250);
  }
  if (!code) throw new Error('bench sign-in: no sign-in code mail arrived');
  const signedIn = await postJson(`${gatewayUrl}/api/users/login/verify`, { challenge: step.body.challenge, code });
  let { token } = signedIn.body;
  if (signedIn.body.setupRequired) {
    const auth = { authorization: `Bearer ${token}` };
    const { body: setup } = await postJson(`${gatewayUrl}/api/users/me/totp`, {}, auth);
    const totp = new TOTP({ secret: Secret.fromBase32(setup.data.secret), algorithm: 'SHA1', digits: 6, period: 30 });
    const confirmed = await postJson(`${gatewayUrl}/api/users/me/totp/confirm`, { code: totp.generate() }, auth);
    token = confirmed.body.data.user.token;
  }
  if (!token) throw new Error(`bench sign-in failed: ${JSON.stringify(signedIn.body)}`);
  return token;
}

/**
 * Posts `FORM_POSTS` contact enquiries with `FORM_CONCURRENCY` in flight, then waits (up to two
 * minutes) until the inbox shows each one sent and the catcher holds each mail.
 */
export async function benchForms({ gatewayUrl, mailWebUrl, admin }) {
  const runTag = randomBytes(4).toString('hex');
  // The anti-spam tokens pages earn (docs/decisions/forms.md F16): without one every post would be
  // held in the spam folder, not mailed. A token carries at most 5 mailed submissions (F24,
  // contracts FORM_TOKEN_MAX_SUBMISSIONS), so one per 5 posts, as that many page views would earn;
  // used after 3 s, as pages shown that long ago would be. Each is issued at its own millisecond.
  const tokens = new Set();
  while (tokens.size < Math.ceil(FORM_POSTS / TOKEN_USES)) tokens.add((await json(`${gatewayUrl}/api/forms/token`)).token);
  const formTokens = [...tokens];
  await new Promise((resolve) => setTimeout(resolve, 3200));
  const latencies = [];
  let errors = 0;
  let next = 0;
  const started = performance.now();
  const post = async (i) => {
    const t0 = performance.now();
    const res = await fetch(`${gatewayUrl}/send-contact-form-main`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Bench Visitor',
        email: `bench-${runTag}-${i}@example.com`,
        phoneNum: '5035550100',
        message: `Benchmark enquiry ${runTag} number ${i}`,
        formType: 'Contact page Form',
        formToken: formTokens[Math.floor(i / TOKEN_USES)],
      }),
    }).catch(() => undefined);
    latencies.push(performance.now() - t0);
    const body = res ? await res.json().catch(() => undefined) : undefined;
    if (!res || res.status !== 200 || body?.msg !== 'success') errors += 1;
  };
  await Promise.all(
    Array.from({ length: FORM_CONCURRENCY }, async () => {
      while (next < FORM_POSTS) await post(next++);
    }),
  );
  const elapsedS = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))];

  const token = await signInOwner({ gatewayUrl, mailWebUrl, admin });
  const inbox = (status) =>
    json(`${gatewayUrl}/api/admin/submissions?type=contact&pageSize=1${status ? `&status=${status}` : ''}`, {
      headers: { authorization: `Bearer ${token}` },
    }).then((reply) => reply.total);
  const mailsOfRun = async () => {
    const mails = await json(`${mailWebUrl}/email`);
    return mails.filter((m) => (m.text ?? '').includes(`Benchmark enquiry ${runTag}`)).length;
  };

  const deadline = Date.now() + 120_000;
  let stored = 0;
  let sent = 0;
  let mailed = 0;
  const drainStarted = performance.now();
  while (Date.now() < deadline) {
    [stored, sent, mailed] = await Promise.all([inbox(), inbox('sent'), mailsOfRun()]);
    if (sent >= FORM_POSTS && mailed >= FORM_POSTS * MAILS_PER_CONTACT) break;
    await sleep(1000);
  }
  return {
    posts: FORM_POSTS,
    concurrency: FORM_CONCURRENCY,
    errors,
    postsPerSecond: Math.round((FORM_POSTS / elapsedS) * 10) / 10,
    p50Ms: Math.round(pct(50)),
    p99Ms: Math.round(pct(99)),
    stored,
    sent,
    mailsExpected: FORM_POSTS * MAILS_PER_CONTACT,
    mailsCaught: mailed,
    drainSeconds: Math.round((performance.now() - drainStarted) / 100) / 10,
  };
}
