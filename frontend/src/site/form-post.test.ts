/**
 * @jest-environment node
 */
import http, { type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FIELD_LABELS, FORM_MESSAGES, MESSAGES } from '@site/contracts';
import { receiveFormPost } from './form-post';

// The public forms' no-script round trip on the site's side: a browser's own post is checked, the
// resume stored, and the fields forwarded as forms-service's JSON, against a real tiny service
// that plays forms-service and upload-service.
interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

describe('a public form posted to the site without script', () => {
  let server: Server;
  let url: string;
  let seen: Seen[];
  /** What the stand-in answers the next form post: status, JSON body, headers. */
  let formReply: { status: number; body: unknown; headers?: Record<string, string> };
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('latin1') });
        if (req.url === '/api/upload/resume') return void res.end('resumes/kj-123.pdf');
        res.writeHead(formReply.status, { 'content-type': 'application/json', ...formReply.headers });
        res.end(JSON.stringify(formReply.body));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    process.env.FORMS_SERVICE_URL = url;
    process.env.UPLOAD_SERVICE_URL = url;
  });
  beforeEach(() => {
    seen = [];
    formReply = { status: 200, body: { msg: 'success' } };
  });
  afterAll(async () => {
    delete process.env.FORMS_SERVICE_URL;
    delete process.env.UPLOAD_SERVICE_URL;
    await new Promise((resolve) => server.close(resolve));
  });

  const VISITOR = { 'x-request-id': 'req-nojs-1', 'x-forwarded-for': '203.0.113.7', cookie: 'nw_form_token=signed-token' };
  const urlencoded = (path: string, fields: Record<string, string>) =>
    new Request(`http://site.test${path}`, {
      method: 'POST',
      headers: { ...VISITOR, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
  const multipart = (path: string, fields: Record<string, string>, file?: File) => {
    const body = new FormData();
    for (const [key, value] of Object.entries(fields)) body.append(key, value);
    if (file) body.append('cv', file);
    return new Request(`http://site.test${path}`, { method: 'POST', headers: VISITOR, body });
  };
  const CONTACT = {
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    phoneNum: '(416) 555-0142',
    message: 'Ten screens, please.',
    formType: 'Contact page Form',
    consentVersion: '2026-11-24',
    website: '',
    unknownField: 'dropped',
  };
  const JOB = {
    fname: 'Katherine',
    lname: 'Johnson',
    email: 'kj@example.com',
    phoneNum: '5035550187',
    city: 'Portland',
    state: 'Oregon',
    jobInterested: 'Smart Hands',
    formType: 'job Form',
    consentVersion: '2026-11-24',
    website: '',
  };

  test("when the contact form is posted, then forms-service gets the fields as JSON with the visitor's address, cookie and request id, and the visitor is sent to the success page", async () => {
    const answer = await receiveFormPost('contact-canada', urlencoded('/forms/contact-canada', CONTACT));

    expect(answer).toEqual({ redirect: '/forms/contact-canada?result=sent' });
    expect(seen).toEqual([
      {
        method: 'POST',
        url: '/send-contact-form-main',
        headers: expect.objectContaining({ ...VISITOR, 'content-type': 'application/json' }),
        body: expect.any(String),
      },
    ]);
    // The phone's as-typed rule applied; a field the contract does not know is dropped.
    const { unknownField: _dropped, ...known } = CONTACT;
    expect(JSON.parse(seen[0]!.body)).toEqual({ ...known, phoneNum: '4165550142' });
  });

  test("when the contact form is posted from a page of the site, then forms-service gets the visitor's user agent, that page as Referer and the host the visitor addressed, so the lead stores where it came from", async () => {
    const browser = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/142.0.0.0 Safari/537.36';
    const request = new Request('http://site.test/forms/contact-canada', {
      method: 'POST',
      headers: { ...VISITOR, 'content-type': 'application/x-www-form-urlencoded', 'user-agent': browser, referer: 'http://site.test/contact' },
      body: new URLSearchParams(CONTACT).toString(),
    });

    expect(await receiveFormPost('contact-canada', request)).toEqual({ redirect: '/forms/contact-canada?result=sent' });
    expect(seen).toHaveLength(1);
    expect(seen[0]!.headers).toMatchObject({ ...VISITOR, 'user-agent': browser, referer: 'http://site.test/contact', 'x-forwarded-host': 'site.test' });
  });

  test('when forms-service holds the post for review, then the visitor is sent to the held page', async () => {
    formReply = { status: 200, body: { msg: 'success', held: true, message: FORM_MESSAGES.held } };

    expect(await receiveFormPost('contact-usa', urlencoded('/forms/contact-usa', CONTACT))).toEqual({ redirect: '/forms/contact-usa?result=held' });
    expect(seen.map((s) => s.url)).toEqual(['/send-contact-form-usa']);
  });

  test('when a field breaks its rule, then the page lists each by its catalogue label and forms-service is not asked', async () => {
    const answer = await receiveFormPost('contact-canada', urlencoded('/forms/contact-canada', { ...CONTACT, name: 'Ada 2', email: 'ada@localhost' }));

    expect(answer).toEqual({
      status: 422,
      result: {
        form: 'contact-canada',
        outcome: 'invalid',
        errors: ['Email must be a valid email address', 'Name must contain letters and spaces only'],
        // Kept for the form shown again; the anti-spam fields and unknown ones are not.
        values: { name: 'Ada 2', email: 'ada@localhost', phoneNum: '4165550142', message: 'Ten screens, please.' },
      },
    });
    expect(seen).toEqual([]);
  });

  test("when forms-service refuses for the rate limit, then the page says why and keeps the service's wait", async () => {
    formReply = { status: 429, body: { message: 'Too many submissions; please try again later', code: 'RATE_LIMITED' }, headers: { 'retry-after': '42' } };

    expect(await receiveFormPost('newsletter', urlencoded('/forms/newsletter', { email: 'reader@example.com' }))).toEqual({
      status: 429,
      result: { form: 'newsletter', outcome: 'failed', reason: 'Too many submissions; please try again later' },
      retryAfter: '42',
    });
  });

  test('when forms-service cannot be reached, then the page is the failure, 503', async () => {
    process.env.FORMS_SERVICE_URL = 'http://127.0.0.1:9';
    try {
      expect(await receiveFormPost('newsletter', urlencoded('/forms/newsletter', { email: 'reader@example.com' }))).toEqual({
        status: 503,
        result: { form: 'newsletter', outcome: 'failed' },
      });
    } finally {
      process.env.FORMS_SERVICE_URL = url;
    }
  });

  test("when the job form is posted with its resume, then upload-service stores the file for the visitor's address and forms-service gets its key with the fields", async () => {
    const file = new File(['%PDF-1.4 resume'], 'kj.pdf', { type: 'application/pdf' });

    expect(await receiveFormPost('job', multipart('/forms/job', JOB, file))).toEqual({ redirect: '/forms/job?result=sent' });
    expect(seen.map((s) => [s.url, s.headers['x-forwarded-for'], s.headers['x-request-id']])).toEqual([
      ['/api/upload/resume', '203.0.113.7', 'req-nojs-1'],
      ['/job-opportunity-form', '203.0.113.7', 'req-nojs-1'],
    ]);
    expect(seen[0]!.body).toContain('name="cv"; filename="kj.pdf"');
    expect(seen[0]!.body).toContain('%PDF-1.4 resume');
    expect(JSON.parse(seen[1]!.body)).toEqual({ ...JOB, resume: 'resumes/kj-123.pdf' });
  });

  test('when the job form comes without a resume, then the page says to upload it and nothing is sent', async () => {
    expect(await receiveFormPost('job', multipart('/forms/job', JOB))).toEqual({
      status: 422,
      result: {
        form: 'job',
        outcome: 'invalid',
        errors: [MESSAGES.missingResume],
        values: { fname: 'Katherine', lname: 'Johnson', email: 'kj@example.com', phoneNum: '5035550187', city: 'Portland', state: 'Oregon', jobInterested: 'Smart Hands' },
      },
    });
    expect(seen).toEqual([]);
  });

  test('when a label is edited in the field catalogue, then the no-script error page names the field by the new label', async () => {
    const labels = FIELD_LABELS as Record<string, string>;
    const original = labels.jobInterested!;
    labels.jobInterested = 'Role you want (edited)';
    try {
      const answer = await receiveFormPost('job', multipart('/forms/job', { ...JOB, jobInterested: 'Astronaut', resume: 'resumes/kept.pdf' }));
      expect(answer).toEqual({
        status: 422,
        result: expect.objectContaining({ form: 'job', outcome: 'invalid', errors: [expect.stringMatching(/^Role you want \(edited\) /)] }),
      });
    } finally {
      labels.jobInterested = original;
    }
  });
});
