import { CURRENT_CONSENT_VERSION } from '@site/contracts/form-fields';
import { MAX_RESUME_BYTES } from '@site/contracts/limits';
import { FORM_MESSAGES, MESSAGES } from '@site/contracts/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { JobApplicationForm } from '@/features/forms/job-application-form';
import { deferred, json, text, type StubReply } from '@/testing/stub-fetch';
import { aFile, freshPagePerTest, showServerMarkup, typeBeforeScript } from './form-testing';

const page = freshPagePerTest();

const enhance = () => import('./job-application-form');
const form = () => screen.getByRole('form', { name: 'Apply now' });
const resumeInput = () => screen.getByLabelText(/Resume/) as HTMLInputElement;
const submit = () => screen.getByRole('button', { name: 'Submit application' });
const KEY = '3f0c7a52-1d1e-4c4b-9a53-0c6f1d2e9b11.pdf';
const VALID = { fname: 'Grace', lname: 'Hopper', email: 'grace at navy', phoneNum: '(503) 555-0187', city: 'Portland', state: 'OR' };
const SENT_BODY = {
  fname: 'Grace',
  lname: 'Hopper',
  email: 'grace at navy',
  phoneNum: '5035550187',
  city: 'Portland',
  state: 'OR',
  jobInterested: 'Lead Engineer/Technicians',
  formType: 'job Form',
  website: '',
  consentVersion: CURRENT_CONSENT_VERSION,
  resume: KEY,
};

/** The page before any script: the form with the visitor's values already in it. */
function showFilledForm(values: Record<string, string> = VALID) {
  showServerMarkup(<JobApplicationForm />);
  typeBeforeScript(values);
}

describe('enhance/job-application-form', () => {
  it('when the resume was chosen and the fields typed before the script arrived, then submitting uploads the file first, sends its key with the fields in the DOM, announces success with focus and clears the form', async () => {
    const upload = deferred<StubReply>();
    page.net.on('POST', '/api/upload/resume', () => upload.promise);
    page.net.on('POST', '/job-opportunity-form', json({ msg: 'success' }));
    showFilledForm({ ...VALID, jobInterested: 'Smart Hands' });
    const user = userEvent.setup();
    const file = aFile('early.pdf', 4096);
    await user.upload(resumeInput(), file); // no listener yet: nothing uploads
    expect(page.net.calls).toEqual([]);
    await enhance();
    await user.click(submit());

    expect(await screen.findByText('Uploading your resume…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    upload.resolve(text(`${KEY}\n`));

    const status = await within(form()).findByText(MESSAGES.jobSuccess);
    expect(status).toHaveAttribute('role', 'status');
    expect(status).toHaveFocus();
    expect(within(form()).getByRole('alert')).toBeEmptyDOMElement();
    expect(page.net.calls.map((c) => c.path)).toEqual(['/api/upload/resume', '/job-opportunity-form']);
    expect((page.net.calls[0]?.body as FormData).get('cv')).toBe(file);
    expect(page.net.calls[1]).toEqual({ method: 'POST', path: '/job-opportunity-form', body: { ...SENT_BODY, jobInterested: 'Smart Hands' } });
    for (const label of ['First name', 'Last name', 'Email', 'Phone', 'City', 'State']) expect(screen.getByLabelText(label)).toHaveValue('');
    expect(screen.getByLabelText('Job interested in')).toHaveValue('Lead Engineer/Technicians');
    expect(resumeInput().value).toBe('');
    expect(screen.getByText('No resume uploaded yet.')).toBeInTheDocument();
    expect(submit()).toBeEnabled();
  });

  it('when the resume is chosen after the script arrived, then it uploads at once, and submitting sends its key without uploading again', async () => {
    const upload = deferred<StubReply>();
    page.net.on('POST', '/api/upload/resume', () => upload.promise);
    page.net.on('POST', '/job-opportunity-form', json({ msg: 'success' }));
    showFilledForm();
    await enhance();
    const user = userEvent.setup();
    const file = aFile('grace.pdf', 200_000);
    await user.upload(resumeInput(), file);

    expect(await screen.findByText('Uploading your resume…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    upload.resolve(text(KEY));
    expect(await screen.findByText('Resume uploaded.')).toBeInTheDocument();
    expect(submit()).toBeEnabled();
    expect(page.net.calls).toHaveLength(1);
    expect((page.net.calls[0]?.body as FormData).get('cv')).toBe(file);

    await user.click(submit());
    expect(await within(form()).findByText(MESSAGES.jobSuccess)).toHaveAttribute('role', 'status');
    expect(page.net.calls.map((c) => c.path)).toEqual(['/api/upload/resume', '/job-opportunity-form']);
    expect(page.net.calls[1]?.body).toEqual(SENT_BODY);
  });

  it('when the application fails, then a spinner shows while sending, the failure alert is announced with focus and only the email is cleared', async () => {
    const reply = deferred<StubReply>();
    page.net.on('POST', '/api/upload/resume', text('a1b2c3d4-0000-4000-8000-000000000000.docx'));
    page.net.on('POST', '/job-opportunity-form', () => reply.promise);
    showFilledForm();
    await enhance();
    const user = userEvent.setup();
    await user.upload(resumeInput(), aFile('cv.docx', 5000));
    await screen.findByText('Resume uploaded.');
    await user.click(submit());
    expect(await screen.findByRole('button', { name: 'Sending…' })).toBeDisabled();
    expect(form()).toHaveAttribute('aria-busy', 'true');
    reply.resolve(json({ msg: 'fail' }));

    const alert = await within(form()).findByText(MESSAGES.jobFailure);
    expect(alert).toHaveAttribute('role', 'alert');
    expect(alert).toHaveFocus();
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(screen.getByLabelText('First name')).toHaveValue('Grace');
    expect(screen.getByLabelText('Phone')).toHaveValue('(503) 555-0187');
    expect(screen.getByText('Resume uploaded.')).toBeInTheDocument();
    await waitFor(() => expect(submit()).toBeEnabled());
    expect(form()).toHaveAttribute('aria-busy', 'false');
    expect(page.net.calls[1]?.body).toEqual({ ...SENT_BODY, resume: 'a1b2c3d4-0000-4000-8000-000000000000.docx' });
  });

  it('when submitted without a resume, then the missing-resume alert is announced with focus and nothing is sent', async () => {
    showFilledForm();
    await enhance();
    await userEvent.setup().click(submit());
    const alert = await within(form()).findByText(MESSAGES.missingResume);
    expect(alert).toHaveAttribute('role', 'alert');
    expect(alert).toHaveFocus();
    expect(page.net.calls).toEqual([]);
  });

  it.each([
    ['a .txt file', aFile('notes.txt', 1024, 'text/plain')],
    ['a pdf of exactly 3 MB', aFile('cv.pdf', MAX_RESUME_BYTES)],
    ['an empty pdf', aFile('cv.pdf', 0)],
  ])('when %s is chosen, then the upload is refused in the browser, the exact message shows and the input is cleared', async (_case, file) => {
    showServerMarkup(<JobApplicationForm />);
    await enhance();
    await userEvent.setup({ applyAccept: false }).upload(resumeInput(), file);
    expect(await within(form()).findByText(MESSAGES.resumeUploadFailure)).toHaveAttribute('role', 'alert');
    expect(resumeInput().value).toBe('');
    expect(screen.getByText('No resume uploaded yet.')).toBeInTheDocument();
    expect(page.net.calls).toEqual([]);
  });

  it('when a refused file was chosen before the script arrived, then submitting shows the refusal with focus, clears the input and sends nothing', async () => {
    showFilledForm();
    await userEvent.setup({ applyAccept: false }).upload(resumeInput(), aFile('notes.txt', 1024, 'text/plain'));
    await enhance();
    await userEvent.setup().click(submit());
    const alert = await within(form()).findByText(MESSAGES.resumeUploadFailure);
    expect(alert).toHaveFocus();
    expect(resumeInput().value).toBe('');
    expect(page.net.calls).toEqual([]);
  });

  it.each([
    ['429 (rate limit)', json({ message: 'Too many uploads from your address. Please try again later.', code: 'RATE_LIMITED' }, 429), 'Too many uploads from your address. Please try again later.'],
    ['413 (too large for the proxy)', text('Request Entity Too Large', 413), FORM_MESSAGES.resumeTooLarge],
    ['400 RESUME_TOO_LARGE', json({ message: MESSAGES.resumeUploadFailure, code: 'RESUME_TOO_LARGE' }, 400), FORM_MESSAGES.resumeTooLarge],
    ['415 (type)', json({ message: 'Unsupported Media Type' }, 415), MESSAGES.resumeUploadFailure],
  ])('when the server refuses the resume with %s, then its reason shows, the input is cleared and a submit then asks for a resume', async (_case, reply, shown) => {
    page.net.on('POST', '/api/upload/resume', reply);
    showFilledForm();
    await enhance();
    const user = userEvent.setup();
    await user.upload(resumeInput(), aFile('cv.pdf', 2048));
    expect(await within(form()).findByText(shown)).toHaveAttribute('role', 'alert');
    expect(resumeInput().value).toBe('');
    expect(submit()).toBeEnabled();
    await user.click(submit());
    expect(await within(form()).findByText(MESSAGES.missingResume)).toHaveAttribute('role', 'alert');
    expect(page.net.calls.map((c) => c.path)).toEqual(['/api/upload/resume']);
  });

  it('when a phone with separators is typed after the script arrived, then only digits stay, up to 25', async () => {
    showServerMarkup(<JobApplicationForm />);
    await enhance();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Phone'), '+1 (503) 555-0187 ext. 9');
    expect(screen.getByLabelText('Phone')).toHaveValue('150355501879');
    await user.clear(screen.getByLabelText('Phone'));
    await user.type(screen.getByLabelText('Phone'), '9'.repeat(30));
    expect(screen.getByLabelText('Phone')).toHaveValue('9'.repeat(25));
  });

  it('when the server holds the application for review, then the held message shows, never the success message', async () => {
    page.net.on('POST', '/api/upload/resume', text(KEY));
    page.net.on('POST', '/job-opportunity-form', json({ msg: 'success', held: true, message: FORM_MESSAGES.held }));
    showFilledForm();
    await enhance();
    const user = userEvent.setup();
    await user.upload(resumeInput(), aFile('cv.pdf'));
    await screen.findByText('Resume uploaded.');
    await user.click(submit());
    expect(await within(form()).findByText(FORM_MESSAGES.held)).toHaveAttribute('role', 'status');
    expect(within(form()).queryByText(MESSAGES.jobSuccess)).toBeNull();
  });

  it('when the page has no application form, then importing the module does nothing and does not throw', async () => {
    document.body.innerHTML = '<main><p>Careers</p></main>';
    await expect(enhance()).resolves.toBeDefined();
    expect(document.body.innerHTML).toBe('<main><p>Careers</p></main>');
  });
});
