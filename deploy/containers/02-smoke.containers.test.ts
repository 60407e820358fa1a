// The smoke journey through nginx on the stack as docker compose runs it: every container healthy,
// pages, an article, the admin shell, sign-in, a contact form whose mail arrives, an upload served.
import { agedFormToken, fetchFrom, mailWith, sendContact, signIn, uploadImage, visitorPages } from './support/journey';
import { BASE, compose, healthByContainer, mailpit, stackEnv } from './support/stack';

describe('the compose stack through nginx', () => {
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
    const upload = await uploadImage(BASE(), session.token);
    expect(upload).toEqual({ status: 200, location: expect.stringMatching(/^\/media\/images\//), image: { status: 200, type: expect.stringMatching(/^image\//), bytes: expect.any(Number) } });
    expect(upload.image.bytes).toBeGreaterThan(100);
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
