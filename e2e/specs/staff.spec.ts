// Staff accounts through the whole running system (issue 26): the Owner invites by mail, roles decide
// what each member sees and may call, removals and password resets end sessions at once, the
// authenticator app and the mailed code of a new device. Mails are read from the run's mail catcher.
import { Secret, TOTP } from 'otpauth';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { STAFF_ROLES, STAFF_ROUTES, type StaffRole, type UserInfo } from '@site/contracts';
import {
  adminBearer,
  adminContext,
  contextWithSession,
  earnedFormToken,
  isAddressedTo,
  launchBrowser,
  listMails,
  mailedSignInCode,
  newContext,
  saveKeyring,
  setUpAuthenticator,
  signInStaff,
  urlFor,
  USER_INFO_KEY,
  waitForMail,
  type StaffKeyring,
 asVisitor } from '../support';

const unique = (): string => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const PASSWORD = 'Team-Pass#2026';

const api = async (method: string, path: string, token: string, body?: unknown) => {
  const res = await fetch(urlFor(path), {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  let parsed: Record<string, unknown>;
  try {
    parsed = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    parsed = { text };
  }
  return { status: res.status, body: parsed };
};

/** The path and fragment of a link in a mail (the mail's origin is PUBLIC_BASE_URL; the test talks to the gateway). */
const linkIn = (text: string | undefined, label: string): string => {
  const found = new RegExp(`${label}: (\\S+)`).exec(text ?? '')?.[1];
  if (!found) throw new Error(`no "${label}" link in the mail`);
  const url = new URL(found);
  return `${url.pathname}${url.hash}`;
};

/** Invites through the API as the Owner; returns the link of the invitation mail. */
async function inviteByApi(email: string, name: string, role: StaffRole): Promise<string> {
  const reply = await api('POST', '/api/admin/team/invitations', (await adminBearer()).slice(7), { email, name, role });
  expect(reply.status).toBe(201);
  const mail = await waitForMail((m) => isAddressedTo(m, email) && m.subject.includes('invited you'));
  return linkIn(mail.text, 'Accept the invitation');
}

/** Accepts an invitation through the API (as the invitee's browser would); returns the keyring with the device cookie. */
async function acceptByApi(link: string, email: string, name: string): Promise<{ keyring: StaffKeyring; info: UserInfo }> {
  const res = await fetch(urlFor('/api/users/invitations/accept'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: link.slice(link.indexOf('#') + 1), name, password: PASSWORD }),
  });
  expect(res.status).toBe(200);
  const info = (await res.json()) as UserInfo;
  const keyring: StaffKeyring = { email, password: PASSWORD, deviceCookie: res.headers.getSetCookie()[0]!.split(';')[0]!, userInfo: info };
  saveKeyring(keyring);
  return { keyring, info };
}

const storedToken = async (page: Page): Promise<string> =>
  (JSON.parse(String(await page.evaluate(`localStorage.getItem(${JSON.stringify(USER_INFO_KEY)})`))) as UserInfo).token;

async function aLead(name: string, email: string): Promise<void> {
  const res = await fetch(urlFor('/send-contact-form-main'), {
    method: 'POST',
    headers: asVisitor({ 'content-type': 'application/json' }),
    body: JSON.stringify({ name, email, message: 'Screens for the lobby', phoneNum: '4165550100', formType: 'Contact page Form', formToken: await earnedFormToken() }),
  });
  expect(await res.json()).toEqual({ msg: 'success' });
}

/** Signs in on /login with the password, then the second step's code when asked. */
async function signInThroughForm(page: Page, email: string, password: string, code?: () => Promise<string>): Promise<void> {
  if (new URL(page.url()).pathname !== '/login') await page.goto('/login', { waitUntil: 'networkidle' });
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  if (code) {
    await page.getByLabel(/^(Authenticator or recovery code|Code from the e-mail)$/).fill(await code());
    await page.getByRole('button', { name: 'Continue' }).click();
  }
  await page.getByRole('heading', { level: 1, name: 'Admin Portal' }).waitFor();
}

const letters = (n: number): string => Array.from({ length: n }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

describe('staff accounts through the running system', () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const track = (context: BrowserContext) => (contexts.push(context), context);

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((c) => c.close()));
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('when the Owner invites an Editor and a Sales person through the mailed links, then each gets only their screens and calls, and removing the Editor ends their open session at once', async () => {
    const id = unique();
    const editorEmail = `eve.${id}@northwire.example`;
    const salesEmail = `sam.${id}@northwire.example`;
    const owner = await track(await adminContext(browser)).newPage();
    owner.on('dialog', (dialog) => void dialog.accept());
    await owner.goto('/admin/team', { waitUntil: 'networkidle' });
    await owner.getByRole('heading', { level: 1, name: 'Team' }).waitFor();
    for (const [name, email, role] of [
      [`Eve ${id}`, editorEmail, 'editor'],
      [`Sam ${id}`, salesEmail, 'sales'],
    ] as const) {
      await owner.getByLabel('Name', { exact: true }).fill(name);
      await owner.getByLabel('Email', { exact: true }).fill(email);
      await owner.getByLabel('Role', { exact: true }).selectOption(role);
      await owner.getByRole('button', { name: 'Send invitation' }).click();
      await owner.getByText(`Invitation sent to ${email}.`).waitFor();
      await owner.getByRole('button', { name: `Withdraw ${email}` }).waitFor();
    }

    /** The invitee opens the mailed link in a browser of their own and chooses a password. */
    const join = async (email: string): Promise<Page> => {
      const mail = await waitForMail((m) => isAddressedTo(m, email) && m.subject.includes('invited you to the'));
      const page = await track(await newContext(browser)).newPage();
      await page.goto(linkIn(mail.text, 'Accept the invitation'), { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1, name: 'Join the team' }).waitFor();
      await page.getByText(`invited ${email} as`).waitFor();
      await page.getByLabel('New password', { exact: true }).fill(PASSWORD);
      await page.getByLabel('Repeat the new password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Join and sign in' }).click();
      await page.getByRole('heading', { level: 1, name: 'Admin Portal' }).waitFor();
      return page;
    };
    const editor = await join(editorEmail);
    const sales = await join(salesEmail);

    // The Editor: blogs and case studies, no inbox (hidden, refused on the page and by the API).
    const editorNav = editor.getByRole('navigation', { name: 'Admin sections' });
    expect(await editorNav.getByRole('link').allTextContents()).toEqual(['Dashboard', 'Blogs', 'Case studies', 'Your account']);
    const title = `Staff post ${id}`;
    await editorNav.getByRole('link', { name: 'Blogs', exact: true }).click();
    await editor.getByRole('button', { name: 'Upload New Blog' }).click();
    const dialog = editor.getByRole('dialog', { name: 'Blogs Upload' });
    await dialog.getByLabel('Title', { exact: true }).fill(title);
    await dialog.getByLabel('Slug', { exact: true }).fill(title.toLowerCase().replace(/\s+/g, '-'));
    await dialog.getByLabel('Brief paragraph').fill('Written by an Editor.');
    await dialog.getByLabel('Heading 1', { exact: true }).fill('First section');
    await dialog.getByLabel('Paragraph 1', { exact: true }).fill('Hello from the Editor.');
    // Upload publishes at once, as the spec's flow says (issue 23).
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await editor.getByRole('status').filter({ hasText: 'Blog published' }).waitFor();
    const published = (await (await fetch(urlFor('/blogs'))).json()) as { data: Array<{ title: string; blog_id: number }> };
    const post = published.data.find((b) => b.title === title);
    expect(post).toBeDefined();
    await editor.goto('/admin/inbox', { waitUntil: 'networkidle' });
    await editor.getByRole('heading', { level: 1, name: 'Not available for your role' }).waitFor();
    const editorToken = await storedToken(editor);
    expect(await api('GET', '/api/admin/submissions', editorToken)).toMatchObject({ status: 403, body: { code: 'ROLE_NOT_ALLOWED' } });

    // Sales: the inbox, no content (hidden, refused on the page and by the API).
    const salesNav = sales.getByRole('navigation', { name: 'Admin sections' });
    expect(await salesNav.getByRole('link').allTextContents()).toEqual(['Dashboard', 'Inbox', 'Subscribers', 'Your account']);
    const lead = `Lena ${letters(8)}`;
    await aLead(lead, `lena.${id}@client.example`);
    await salesNav.getByRole('link', { name: 'Inbox', exact: true }).click();
    await sales.getByRole('searchbox', { name: 'Search' }).fill(lead);
    await sales.getByRole('button', { name: 'Search', exact: true }).click();
    await sales.getByRole('button', { name: `Open ${lead}` }).click();
    const details = sales.getByRole('dialog', { name: 'Contact enquiry' });
    await details.getByLabel('Lead status').selectOption('contacted');
    await details.getByText('Lead status set to Contacted.').waitFor();
    await sales.goto('/admin/blogs', { waitUntil: 'networkidle' });
    await sales.getByRole('heading', { level: 1, name: 'Not available for your role' }).waitFor();
    expect(await sales.getByRole('button', { name: 'Upload New Blog' }).count()).toBe(0);
    const salesToken = await storedToken(sales);
    expect(await api('PUT', `/blog/${post!.blog_id}`, salesToken, { title: 'Changed by sales' })).toMatchObject({ status: 403, body: { code: 'ROLE_NOT_ALLOWED' } });

    // The Owner removes the Editor: the Editor's open session ends at once.
    await owner.reload({ waitUntil: 'networkidle' });
    await owner.getByRole('button', { name: `Remove Eve ${id}` }).click();
    await owner.getByText(`Eve ${id} was removed.`).waitFor();
    expect(await api('GET', '/api/admin/blogs', editorToken)).toMatchObject({ status: 401, body: { code: 'SESSION_ENDED' } });
    await editor.goto('/admin/blogs', { waitUntil: 'networkidle' });
    await editor.waitForURL((url) => url.pathname === '/login');
    await editor.getByText('Your session has expired. Please sign in again.').waitFor();

    // The Owner's activity log has each of these, filterable by person and kind.
    await owner.goto('/admin/activity', { waitUntil: 'networkidle' });
    await owner.getByRole('heading', { level: 1, name: 'Activity' }).waitFor();
    const rows = owner.getByRole('row');
    await rows.filter({ hasText: `Invited ${editorEmail} as Editor` }).first().waitFor();
    await rows.filter({ hasText: `Removed ${editorEmail} (Editor) from the team` }).first().waitFor();
    await owner.getByLabel('Person (e-mail)').fill(salesEmail);
    await owner.getByRole('button', { name: 'Apply' }).click();
    await rows.filter({ hasText: `Moved the lead of ${lead} from new to contacted` }).waitFor();
    await rows.filter({ hasText: 'Signed in' }).first().waitFor();
    // The filtered list replaces the whole one: nothing of the Editor is left.
    await rows.filter({ hasText: editorEmail }).first().waitFor({ state: 'detached' });
    await owner.getByLabel('Person (e-mail)').fill(editorEmail);
    await owner.getByRole('checkbox', { name: 'Sign-ins' }).uncheck();
    await owner.getByRole('checkbox', { name: 'Team changes' }).uncheck();
    await owner.getByRole('button', { name: 'Apply' }).click();
    await rows.filter({ hasText: `Published the post "${title}"` }).waitFor();
    expect(await rows.filter({ hasText: 'Sign-ins' }).count()).toBe(0);
  });

  it('when a member resets the password through "Forgot password?" and the mailed link, then the old sessions stop working; an unknown address gets the same reply and no mail', async () => {
    const id = unique();
    const email = `rita.${id}@northwire.example`;
    const { info } = await acceptByApi(await inviteByApi(email, `Rita ${id}`, 'sales'), email, `Rita ${id}`);
    const before = await track(await contextWithSession(browser, info)).newPage();
    await before.goto('/admin', { waitUntil: 'networkidle' });
    await before.getByRole('heading', { level: 1, name: 'Admin Portal' }).waitFor();

    const page = await track(await newContext(browser)).newPage();
    const ask = async (address: string): Promise<string> => {
      await page.goto('/login', { waitUntil: 'networkidle' });
      await page.getByRole('link', { name: 'Forgot password?' }).click();
      await page.getByRole('heading', { level: 1, name: 'Forgot password?' }).waitFor();
      await page.getByLabel('Email').fill(address);
      await page.getByRole('button', { name: 'Send the link' }).click();
      return (await page.getByRole('status').filter({ hasText: 'we have sent it a link' }).textContent()) ?? '';
    };
    const unknown = `no.${id}@northwire.example`;
    const unknownReply = await ask(unknown);
    const knownReply = await ask(email);
    expect(unknownReply).toBe(knownReply);
    const mail = await waitForMail((m) => isAddressedTo(m, email) && m.subject.startsWith('Choose a new password'));
    // Mails go out in order: the unknown address's request came first, and nothing was sent to it.
    expect((await listMails()).filter((m) => isAddressedTo(m, unknown))).toEqual([]);

    await page.goto(linkIn(mail.text, 'Choose a new password'), { waitUntil: 'networkidle' });
    await page.getByLabel('New password', { exact: true }).fill('Reset-Pass#2027');
    await page.getByLabel('Repeat the new password').fill('Reset-Pass#2027');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByText('Your password has been changed, and you were signed out everywhere. Sign in with the new password.').waitFor();

    expect(await api('GET', '/api/admin/submissions', info.token)).toMatchObject({ status: 401, body: { code: 'SESSION_ENDED' } });
    await before.goto('/admin/inbox', { waitUntil: 'networkidle' });
    await before.waitForURL((url) => url.pathname === '/login');
    // The link was used; the browser that used it is known, so the new password signs in there.
    await signInThroughForm(page, email, 'Reset-Pass#2027');
    await waitForMail((m) => isAddressedTo(m, email) && m.subject.includes('password of your') && m.subject.includes('was changed'));
  });

  it('when a member sets up the authenticator app, then sign-ins ask for its code, a recovery code works once, and a device new to the account needs the mailed code', async () => {
    const id = unique();
    const email = `tom.${id}@northwire.example`;
    const { keyring } = await acceptByApi(await inviteByApi(email, `Tom ${id}`, 'editor'), email, `Tom ${id}`);

    // A browser that never signed in to this account: the password is not enough, the mailed code is.
    const fresh = await track(await newContext(browser)).newPage();
    const seen = new Set((await listMails()).map((m) => m.id));
    await fresh.goto('/login', { waitUntil: 'networkidle' });
    await fresh.getByLabel('Email').fill(email);
    await fresh.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await fresh.getByRole('button', { name: 'Sign In' }).click();
    await fresh.getByText('This device has not signed in to this account before').waitFor();
    await fresh.getByLabel('Code from the e-mail').fill(await mailedSignInCode(email, seen));
    await fresh.getByRole('button', { name: 'Continue' }).click();
    await fresh.getByRole('heading', { level: 1, name: 'Admin Portal' }).waitFor();

    // Set up the app in that browser.
    await fresh.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Your account' }).click();
    await fresh.getByRole('button', { name: 'Set up an authenticator app' }).click();
    const secret = (await fresh.getByTestId('totp-secret').textContent())!.trim();
    expect(await fresh.getByRole('img', { name: 'QR code of the authenticator key' }).getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
    keyring.totpSecret = secret;
    const code = () => {
      const totp = new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });
      return new Promise<string>((resolve) => {
        const step = TOTP.counter({ period: 30 });
        // A code of a step not used yet (a code is never accepted twice).
        const wait = keyring.lastStep !== undefined && step <= keyring.lastStep ? TOTP.remaining({ period: 30 }) + 200 : 0;
        setTimeout(() => {
          keyring.lastStep = TOTP.counter({ period: 30 });
          resolve(totp.generate());
        }, wait);
      });
    };
    await fresh.getByLabel('Code from the app').fill(await code());
    await fresh.getByRole('button', { name: 'Turn on' }).click();
    await fresh.getByRole('heading', { name: 'Your recovery codes' }).waitFor();
    const codes = await fresh.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').allTextContents();
    expect(codes).toHaveLength(10);
    await fresh.getByRole('button', { name: 'I have saved them' }).click();
    await fresh.getByText(/^On\. Every sign-in asks for a code from your app\./).waitFor();

    // Logout ends with a page reload (spec section 4): wait for it, then for the sign-in page.
    const signOut = async () => {
      const reloaded = fresh.waitForEvent('load');
      await fresh.getByRole('button', { name: 'Logout' }).click();
      await reloaded;
      await fresh.waitForURL((url) => url.pathname === '/login');
      await fresh.getByRole('heading', { level: 1, name: 'Sign In' }).waitFor();
    };
    await signOut();
    await signInThroughForm(fresh, email, PASSWORD, code);
    await signOut();
    await signInThroughForm(fresh, email, PASSWORD, () => Promise.resolve(codes[0]!));
    await signOut();
    await fresh.getByLabel('Email').fill(email);
    await fresh.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await fresh.getByRole('button', { name: 'Sign In' }).click();
    await fresh.getByLabel('Authenticator or recovery code').fill(codes[0]!);
    await fresh.getByRole('button', { name: 'Continue' }).click();
    await fresh.getByRole('alert').filter({ hasText: 'That code is not right.' }).waitFor();
  });

  it('when each staff route of the table is called through the gateway with each role, then exactly the roles the table leaves out get 403', async () => {
    const id = unique();
    const sessions = {} as Record<StaffRole, { keyring: StaffKeyring; token: string }>;
    for (const role of STAFF_ROLES) {
      const email = `${role[0]}m.${id}@northwire.example`;
      const { keyring, info } = await acceptByApi(await inviteByApi(email, `${role} ${id}`, role), email, `${role} ${id}`);
      // An Owner sets up an authenticator first (the invitation's session may do nothing else).
      const full = info.setupRequired ? await setUpAuthenticator(keyring, info) : info;
      sessions[role] = { keyring, token: full.token };
    }
    const PARAM = '00000000-0000-4000-8000-000000000000';
    const answers: string[] = [];
    const expected: string[] = [];
    // Signing out ends the session it is called with: those two rows go last, each with a fresh session.
    const ordered = [
      ...STAFF_ROUTES.filter((r) => !r.path.startsWith('/api/users/logout')),
      ...STAFF_ROUTES.filter((r) => r.path === '/api/users/logout'),
      ...STAFF_ROUTES.filter((r) => r.path === '/api/users/logout-all'),
    ];
    expect(ordered).toHaveLength(STAFF_ROUTES.length);
    for (const route of ordered) {
      for (const role of STAFF_ROLES) {
        if (route.path === '/api/users/logout-all') sessions[role].token = (await signInStaff(sessions[role].keyring)).token;
        const reply = await api(route.method, route.path.replace(/:[A-Za-z]+/g, PARAM), sessions[role].token, route.method === 'GET' ? undefined : {});
        // The spec's POST /api/caseStudies makes an empty case study: take it away again.
        const made = reply.status === 201 && route.path === '/api/caseStudies' ? String(reply.body._id) : undefined;
        if (made) expect((await api('DELETE', `/api/caseStudies/${made}`, sessions[role].token)).status).toBe(200);
        const allowed = route.roles.includes(role);
        answers.push(`${route.method} ${route.path} as ${role}: ${allowed ? ([401, 403].includes(reply.status) || reply.status >= 500 ? `refused ${reply.status}` : 'passed') : `${reply.status} ${String(reply.body.code)}`}`);
        expected.push(`${route.method} ${route.path} as ${role}: ${allowed ? 'passed' : '403 ROLE_NOT_ALLOWED'}`);
      }
    }
    expect(answers).toEqual(expected);
  });
});
