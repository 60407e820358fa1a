import { CONSENT_TEXTS } from '@site/contracts';
import {
  aJobForm,
  aResumeKey,
  CLOSED_PORT_URL,
  outbox,
  startForms,
  submissions,
  type FormsHarness,
} from './helpers';

describe('job application form', () => {
  let h: FormsHarness;
  beforeAll(async () => {
    h = await startForms({ label: 'job' });
  });
  afterAll(async () => {
    await h.close();
  });
  beforeEach(async () => {
    await h.dataSource.query('TRUNCATE forms.submissions, forms.outbox CASCADE');
  });

  it('when a valid application names a stored resume, then it is stored, queued and the resume attached to it', async () => {
    const form = aJobForm();
    h.uploads.add(form.resume);
    expect(await h.post('/job-opportunity-form', form)).toEqual({ status: 200, body: { msg: 'success' } });

    const [row] = await submissions(h);
    expect(row).toMatchObject({
      type: 'job',
      region: null,
      payload: {
        fname: 'Sam',
        lname: 'Rivera',
        email: 'sam@applicant.example',
        phoneNum: '5035550100',
        city: 'Portland',
        state: 'Oregon',
        jobInterested: 'Field Technicians',
        resume: form.resume,
      },
      consent_text: CONSENT_TEXTS.job,
      delivery_status: 'pending',
      resume_key: form.resume,
      resume_state: 'attached',
    });
    expect(h.uploads.resumes.get(form.resume)?.attachedTo).toBe(row?.id);
    expect((await outbox(h))[0]?.payload).toMatchObject({
      kind: 'job',
      submissionId: row?.id,
      form: { resume: form.resume },
    });
  });

  it('when no job is chosen, then the default Lead Engineer/Technicians is stored', async () => {
    const { jobInterested: _omit, ...form } = aJobForm();
    h.uploads.add(form.resume);
    expect((await h.post('/job-opportunity-form', form)).status).toBe(200);
    expect((await submissions(h))[0]?.payload.jobInterested).toBe('Lead Engineer/Technicians');
  });

  it.each([
    ['the first name is missing', 'fname', { fname: '' }],
    ['the city is over 36 characters', 'city', { city: 'c'.repeat(37) }],
    ['the phone is missing', 'phoneNum', { phoneNum: '' }],
    ['the job is not one of the four options', 'jobInterested', { jobInterested: 'CEO' }],
    ['the resume is missing', 'resume', { resume: '' }],
    ['the resume is not an uploaded key', 'resume', { resume: '../../etc/passwd' }],
    ['the resume key names a file upload-service does not have', 'resume', { resume: aResumeKey('docx') }],
  ])('when %s, then it answers 400 fail naming %s and stores nothing', async (_case, field, override) => {
    const res = await h.post('/job-opportunity-form', { ...aJobForm(), ...override });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ msg: 'fail' });
    expect(String(res.body.message)).toContain(field);
    expect(await h.count('submissions')).toBe(0);
    expect(await h.count('outbox')).toBe(0);
  });

  it('when the email has no address format, then it is still accepted (the spec shows no format check)', async () => {
    const form = aJobForm({ email: 'sam at home' });
    h.uploads.add(form.resume);
    expect((await h.post('/job-opportunity-form', form)).status).toBe(200);
  });
});

describe('job application while upload-service is down', () => {
  let h: FormsHarness;
  beforeAll(async () => {
    h = await startForms({ label: 'job_down', uploadUrl: CLOSED_PORT_URL('http') });
  });
  afterAll(async () => {
    await h.close();
  });

  it('when upload-service cannot be reached, then the application is stored and queued anyway and the relay attaches the resume once it answers', async () => {
    const form = aJobForm();
    h.uploads.add(form.resume);
    expect(await h.post('/job-opportunity-form', form)).toEqual({ status: 200, body: { msg: 'success' } });
    const [row] = await submissions(h);
    expect(row).toMatchObject({
      delivery_status: 'pending',
      resume_key: form.resume,
      resume_state: 'unverified',
    });
    expect(await h.count('outbox')).toBe(1);

    // The harness's relay talks to the (now reachable) upload-service.
    await h.relay.runOnce();
    expect((await submissions(h))[0]?.resume_state).toBe('attached');
    expect(h.uploads.resumes.get(form.resume)?.attachedTo).toBe(row?.id);
  });
});
