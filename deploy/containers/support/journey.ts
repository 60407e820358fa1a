// The smoke journey through nginx, as a visitor and an admin would take it (compose and Swarm alike):
// pages, an article, the admin shell, sign-in, a contact form whose mail arrives, an image upload
// served back. Each step returns what it saw; the specs assert it.
import sharp from 'sharp';
import { signInCodeOf, signInStaff } from '@site/testing/staff-sign-in';
import { waitFor } from '@site/testing/wait-for';

export interface Fetched {
  status: number;
  headers: Headers;
  text: string;
}

export async function fetchFrom(base: string, urlPath: string, init: RequestInit = {}): Promise<Fetched> {
  const reply = await fetch(`${base}${urlPath}`, { redirect: 'manual', signal: AbortSignal.timeout(20_000), ...init });
  return { status: reply.status, headers: reply.headers, text: await reply.text() };
}

const title = (html: string) => /<title>([^<]*)<\/title>/i.exec(html)?.[1] ?? '';

/** Pages and the public API as a visitor meets them. */
export async function visitorPages(base: string) {
  const home = await fetchFrom(base, '/');
  const blog = await fetchFrom(base, '/blog');
  const contact = await fetchFrom(base, '/contact');
  const list = await fetchFrom(base, '/blogs');
  const posts = (JSON.parse(list.text) as { status: string; data: Array<{ slug_url: string; title: string }> }).data;
  const slug = posts[0]!.slug_url.toLowerCase().replace(/\s+/g, '-');
  const article = await fetchFrom(base, `/blogs/${slug}`);
  const admin = await fetchFrom(base, '/admin');
  return {
    home: { status: home.status, title: title(home.text) },
    blog: { status: blog.status, title: title(blog.text) },
    contact: { status: contact.status, form: /<form[^>]+method="post"/i.test(contact.text) },
    list: { status: list.status, posts: posts.length },
    article: { status: article.status, title: title(article.text), mentionsPost: article.text.includes(posts[0]!.title) },
    admin: { status: admin.status, cache: admin.headers.get('cache-control'), robots: admin.headers.get('x-robots-tag') },
  };
}

type ReadMailApi = <T>(urlPath: string) => Promise<T>;

/**
 * Signs the seeded Owner in as a person does (@site/testing/staff-sign-in): the password, the code
 * mailed for this device new to the account (read from the stack's Mailpit), then the authenticator
 * an Owner must set up. Returns the full session.
 */
export async function signIn(base: string, email: string, password: string, read: ReadMailApi) {
  const subjectsTo = async (address: string) =>
    (await read<{ messages: MailSummary[] }>('/api/v1/messages?limit=200')).messages.filter((m) => m.To.some((to) => to.Address.toLowerCase() === address.toLowerCase()));
  return signInStaff(
    { email, password },
    {
      baseUrl: base,
      watchForMailedCode: async (address) => {
        const seen = new Set((await subjectsTo(address)).map((m) => m.ID));
        return () =>
          waitFor(async () => (await subjectsTo(address)).filter((m) => !seen.has(m.ID)).map((m) => signInCodeOf(m.Subject)).find(Boolean), {
            timeout: 60_000,
            interval: 1_000,
            what: `the sign-in code mailed to ${address}`,
          });
      },
    },
  );
}

/** A form token as a page earns it, aged past the anti-spam minimum (3 s), as a person would send it. */
export async function agedFormToken(base: string): Promise<string> {
  const token = (JSON.parse((await fetchFrom(base, '/api/forms/token')).text) as { token: string }).token;
  await new Promise((resolve) => setTimeout(resolve, 3_300));
  return token;
}

/** Sends the contact form with a unique marker in the message; returns the reply and the marker. */
export async function sendContact(base: string, label: string, headers: Record<string, string> = {}) {
  const marker = `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const formToken = await agedFormToken(base);
  const reply = await fetchFrom(base, '/send-contact-form-main', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ email: 'visitor@example.com', name: 'Container Smoke', message: `Hello from ${marker}`, phoneNum: '5035550100', formType: 'Contact page Form', formToken }),
  });
  return { status: reply.status, msg: (JSON.parse(reply.text) as { msg?: string }).msg, marker };
}

interface MailSummary {
  ID: string;
  Subject: string;
  To: Array<{ Address: string }>;
}

/** Waits until a mail whose text holds `marker` is in the catcher; returns its subject and recipients. */
export async function mailWith(marker: string, read: ReadMailApi, timeout = 60_000) {
  return waitFor(
    async () => {
      const list = await read<{ messages: MailSummary[] }>('/api/v1/messages?limit=200');
      for (const message of list.messages) {
        const full = await read<{ Text: string; HTML: string }>(`/api/v1/message/${message.ID}`);
        if (`${full.Text}${full.HTML}`.includes(marker)) return { subject: message.Subject, to: message.To.map((a) => a.Address) };
      }
      return undefined;
    },
    { timeout, interval: 1_000, what: `a mail holding ${marker}` },
  );
}

/** Uploads a real PNG as the admin and fetches the rendition it names. */
export async function uploadImage(base: string, token: string) {
  const form = new FormData();
  const png = await sharp({ create: { width: 640, height: 360, channels: 3, background: '#0b5394' } }).png().toBuffer();
  form.append('image', new Blob([png], { type: 'image/png' }), 'smoke.png');
  const reply = await fetchFrom(base, '/api/upload', { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  const location = reply.text.trim();
  const image = await fetch(new URL(location, base), { signal: AbortSignal.timeout(20_000) });
  const bytes = Buffer.from(await image.arrayBuffer());
  return { status: reply.status, location, image: { status: image.status, type: image.headers.get('content-type'), bytes: bytes.length } };
}
