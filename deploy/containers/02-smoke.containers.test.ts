// The smoke journey through nginx on the stack as docker compose runs it: every container healthy,
// pages, an article, the admin shell, sign-in, a contact form whose mail arrives, an upload served.
import { agedFormToken, fetchFrom, mailWith, sendContact, signIn, uploadImage, visitorPages } from './support/journey';
import type { TrafficReply } from '@site/contracts';
import { waitFor } from '@site/testing/wait-for';
import { BASE, compose, healthByContainer, mailpit, stackEnv } from './support/stack';

/** A person's browser (the counting leaves crawlers and scripts that say so out). */
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';

describe('the compose stack through nginx', () => {
  /** The Owner's session, from the sign-in test (an Owner signs in once: the authenticator is set up then). */
  let ownerToken: string | undefined;
  it('when the stack is up, then every long-running container is running and healthy, and the one-shot key job exited', async () => {
    const health = await healthByContainer();
    const longRunning = health.filter((c) => c.service !== 'keys');
    expect(longRunning.length).toBeGreaterThanOrEqual(12);
    expect(longRunning.filter((c) => c.state !== 'running' || c.health !== 'healthy')).toEqual([]);
    expect(health.filter((c) => c.service === 'keys')).toEqual([]);
  });

  it('when a visitor reads the home page, the news, an article, the contact page and the API list, then each answers 200 with its content, and the admin shell is no-store and noindex', async () => {
    const pages = await visitorPages(BASE());
    expect(pages).toEqual({
      home: { status: 200, title: expect.stringMatching(/Northwire/) },
      blog: { status: 200, title: expect.stringMatching(/News/i) },
      contact: { status: 200, form: true },
      list: { status: 200, posts: expect.any(Number) },
      article: { status: 200, title: expect.any(String), mentionsPost: true },
      admin: { status: 200, cache: expect.stringContaining('no-store'), robots: expect.stringContaining('noindex') },
    });
    expect(pages.list.posts).toBeGreaterThan(0);
  });

  it('when the seeded Owner signs in (the code mailed for this new device, then the authenticator an Owner must set up) and uploads an image, then the session says isAdmin and the rendition is served back as an image', async () => {
    const env = stackEnv();
    const session = await signIn(BASE(), env.ADMIN_EMAIL!, env.ADMIN_PASSWORD!, (p) => mailpit(p));
    expect(session).toMatchObject({ isAdmin: true, role: 'owner', token: expect.stringMatching(/^ey/) });
    ownerToken = session.token;
    const upload = await uploadImage(BASE(), session.token);
    expect(upload).toEqual({ status: 200, location: expect.stringMatching(/^\/media\/images\//), image: { status: 200, type: expect.stringMatching(/^image\//), bytes: expect.any(Number) } });
    expect(upload.image.bytes).toBeGreaterThan(100);
  });

  it("when a visitor reads a page three times within a second, the later two from nginx's microcache, then the traffic report counts three page views and one visit of its campaign (nginx mirrors each page request to the gateway)", async () => {
    const report = async () => {
      const reply = await fetch(`${BASE()}/api/admin/stats/traffic?days=7`, { headers: { authorization: `Bearer ${ownerToken}` } });
      expect(reply.status).toBe(200);
      return ((await reply.json()) as TrafficReply).data;
    };
    const viewsOf = (data: TrafficReply['data'], path: string) => data.pages.find((p) => p.path === path)?.pageViews ?? 0;
    const campaign = `compose-${Date.now()}`;
    const before = await report();
    const cache: Array<string | null> = [];
    for (let i = 0; i < 3; i += 1) {
      const reply = await fetchFrom(BASE(), `/careers?utm_source=compose&utm_campaign=${campaign}`, { headers: { 'user-agent': CHROME } });
      expect(reply.status).toBe(200);
      cache.push(reply.headers.get('x-cache-status'));
    }
    expect(cache).toContain('HIT');
    // The mirrored requests reach the gateway beside the replies, so the figures are awaited, not read at once.
    const after = await waitFor(
      async () => {
        const data = await report();
        return viewsOf(data, '/careers') - viewsOf(before, '/careers') >= 3 ? data : undefined;
      },
      { timeout: 10_000, interval: 250, what: 'three more page views of /careers in the report' },
    );
    expect(after.campaigns.find((c) => c.campaign === campaign)).toEqual({ campaign, visits: 1, leads: 0, conversionRate: 0, won: 0, lost: 0 });
    expect(viewsOf(after, '/careers') - viewsOf(before, '/careers')).toBe(3);
  });

  it('when a visitor sends the contact form, then it is accepted and its mail reaches the mail catcher', async () => {
    const sent = await sendContact(BASE(), 'compose-smoke');
    expect(sent).toMatchObject({ status: 200, msg: 'success' });
    const mail = await mailWith(sent.marker, (p) => mailpit(p));
    expect(mail.to.length).toBeGreaterThan(0);
  });

  it('when the form token endpoint and a page are fetched, then nginx and the gateway give one request id end to end', async () => {
    expect((await agedFormToken(BASE())).length).toBeGreaterThan(20);
    const reply = await fetchFrom(BASE(), '/about');
    expect(reply.headers.get('x-request-id')).toMatch(/^[0-9a-f]{32}$/);
  });

  it('when the site container is started for another origin than its image was built for, then it refuses to start and says both', async () => {
    let output: string;
    let failed = false;
    try {
      output = await compose('run', '--rm', '--no-deps', '-e', 'SITE_URL=https://elsewhere.example.com', 'site');
    } catch (err) {
      failed = true;
      output = (err as Error).message;
    }
    expect(failed).toBe(true);
    expect(output).toContain(`SITE_URL: https://elsewhere.example.com is not the origin this build was made for (${stackEnv().SITE_URL})`);
  });
});
