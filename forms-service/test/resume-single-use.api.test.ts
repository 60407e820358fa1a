import { aJobForm, startForms, submissions, type FormsHarness } from './helpers';

let h: FormsHarness;
beforeAll(async () => {
  h = await startForms({ label: 'resume_single_use' });
});
afterAll(async () => {
  await h.close();
});
beforeEach(async () => {
  await h.dataSource.query('TRUNCATE forms.submissions, forms.outbox CASCADE');
});

const TAKEN = {
  status: 409,
  body: {
    msg: 'fail',
    code: 'RESUME_ALREADY_USED',
    message: 'This resume was already sent with another application; please upload your resume again',
    requestId: expect.any(String),
  },
};

describe('a resume upload is single-use', () => {
  it('when a second application names a resume another application already claimed, then 409 fail and nothing more is stored or queued', async () => {
    const first = aJobForm();
    h.uploads.add(first.resume);
    expect(await h.post('/job-opportunity-form', first)).toEqual({ status: 200, body: { msg: 'success' } });
    const [owner] = await submissions(h);

    const second = aJobForm({ fname: 'Mallory', email: 'mallory@example.com', resume: first.resume });
    expect(await h.post('/job-opportunity-form', second)).toEqual(TAKEN);

    expect((await submissions(h)).map((s) => s.id)).toEqual([owner?.id]);
    expect(await h.count('outbox')).toBe(1);
    expect(h.uploads.resumes.get(first.resume)?.attachedTo).toBe(owner?.id);
    expect(await h.dataSource.query('SELECT resume_key, submission_id FROM forms.resume_claims')).toEqual([
      { resume_key: first.resume, submission_id: owner?.id },
    ]);
  });

  it('when two applications race for one resume, then exactly one is stored and the other gets 409', async () => {
    const form = aJobForm();
    h.uploads.add(form.resume);
    const replies = await Promise.all([
      h.post('/job-opportunity-form', form),
      h.post('/job-opportunity-form', { ...form, fname: 'Other' }),
    ]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await h.count('submissions')).toBe(1);
    expect(await h.count('outbox')).toBe(1);
  });

  it('when each application uploads its own resume, as the careers page does, then every one is stored', async () => {
    for (let i = 0; i < 3; i += 1) {
      const form = aJobForm({ fname: `Applicant${i}` });
      h.uploads.add(form.resume);
      expect(await h.post('/job-opportunity-form', form)).toEqual({ status: 200, body: { msg: 'success' } });
    }
    expect(await h.count('submissions')).toBe(3);
  });
});
