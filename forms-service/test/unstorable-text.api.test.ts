import { aContactForm, aJobForm, startForms, type FormsHarness } from './helpers';

/** Text PostgreSQL cannot store: a NUL, a lone high surrogate, a lone low surrogate. */
const UNSTORABLE: Array<[string, string]> = [
  ['a NUL', 'Hello\u0000world'],
  ['a lone high surrogate', 'Hello \ud83d world'],
  ['a lone low surrogate', 'Hello \ude00 world'],
];

let h: FormsHarness;
beforeAll(async () => {
  h = await startForms({ label: 'unstorable_text' });
});
afterAll(async () => {
  await h.close();
});
beforeEach(async () => {
  await h.dataSource.query('TRUNCATE forms.submissions, forms.outbox, forms.subscribers CASCADE');
});

const refusal = (field: string) => ({
  status: 400,
  body: {
    msg: 'fail',
    code: 'VALIDATION_FAILED',
    message: `${field} contains a character that cannot be stored (a NUL or an unpaired surrogate)`,
    requestId: expect.any(String),
  },
});

describe('text PostgreSQL cannot store', () => {
  it.each(UNSTORABLE)(
    'when a contact message holds %s, then it answers 400 fail naming the field and stores nothing',
    async (_case, text) => {
      for (const path of ['/send-contact-form-main', '/send-contact-form-usa'])
        expect(await h.post(path, aContactForm({ message: text }))).toEqual(refusal('message'));
      expect(await h.count('submissions')).toBe(0);
      expect(await h.count('outbox')).toBe(0);
    },
  );

  it.each(UNSTORABLE)(
    'when a job application city holds %s, then it answers 400 fail naming the field and stores nothing',
    async (_case, text) => {
      expect(await h.post('/job-opportunity-form', aJobForm({ city: text }))).toEqual(refusal('city'));
      expect(await h.count('submissions')).toBe(0);
      expect(h.uploads.calls).toEqual([]);
    },
  );

  it('when a newsletter address holds a NUL, then it answers 400 fail and stores no subscriber', async () => {
    expect(await h.post('/send-newsletter', { email: 'a\u0000@example.com', formType: 'Newsletter' })).toEqual(
      refusal('email'),
    );
    expect(await h.count('subscribers')).toBe(0);
  });

  it('when the text holds a well-formed emoji (a surrogate pair), then it is stored as sent', async () => {
    expect(await h.post('/send-contact-form-main', aContactForm({ message: 'Screens 😀 in 12 stores' }))).toEqual({
      status: 200,
      body: { msg: 'success' },
    });
    expect(await h.count('submissions')).toBe(1);
  });
});
