import { CONSENT_TEXTS, CURRENT_CONSENT_VERSION, JOB_OPTIONS } from '@site/contracts/form-fields';
import { MAX_RESUME_BYTES } from '@site/contracts/limits';
import { FORM_MESSAGES, MESSAGES } from '@site/contracts/messages';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred, installFetchStub, json, text, type FetchStub, type StubReply } from '@/testing/stub-fetch';
import { JobApplicationForm } from './job-application-form';

let net: FetchStub;
beforeEach(() => {
  net = installFetchStub();
});
afterEach(() => net.restore());

const form = () => screen.getByRole('form', { name: 'Apply now' });
const resumeInput = () => screen.getByLabelText(/Resume/) as HTMLInputElement;
const aFile = (name: string, size = 1024, type = 'application/pdf') => {
  const file = new File(['%PDF-1.4'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('First name'), 'Grace');
  await user.type(screen.getByLabelText('Last name'), 'Hopper');
  await user.type(screen.getByLabelText('Email'), 'grace at navy');
  await user.type(screen.getByLabelText('Phone'), '(503) 555-0187');
  await user.type(screen.getByLabelText('City'), 'Portland');
  await user.type(screen.getByLabelText('State / Province'), 'OR');
}

describe('JobApplicationForm', () => {
  it('then every text field is required with the 36 and 25 limits, the email has no format check and the default job is Lead Engineer/Technicians', () => {
    render(<JobApplicationForm />);
    for (const label of ['First name', 'Last name', 'Email', 'City', 'State / Province']) {
      expect(screen.getByLabelText(label)).toBeRequired();
      expect(screen.getByLabelText(label)).toHaveAttribute('maxLength', '36');
    }
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Phone')).toBeRequired();
    expect(screen.getByLabelText('Phone')).toHaveAttribute('maxLength', '25');
    const select = screen.getByLabelText('Position you are interested in');
    expect(select).toHaveValue('Lead Engineer/Technicians');
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual([...JOB_OPTIONS]);
    expect(resumeInput()).toHaveAttribute('accept', '.pdf,.docx');
  });

  it('when a phone with separators is typed, then only digits stay, up to 25', async () => {
    const user = userEvent.setup();
    render(<JobApplicationForm />);
    await user.type(screen.getByLabelText('Phone'), '+1 (503) 555-0187 ext. 9');
    expect(screen.getByLabelText('Phone')).toHaveValue('150355501879');
    await user.clear(screen.getByLabelText('Phone'));
    await user.type(screen.getByLabelText('Phone'), '9'.repeat(30));
    expect(screen.getByLabelText('Phone')).toHaveValue('9'.repeat(25));
  });

  it('when submitted without an uploaded resume, then the missing-resume message is announced and nothing is sent', async () => {
    const user = userEvent.setup();
    render(<JobApplicationForm />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(await within(form()).findByText(MESSAGES.missingResume)).toHaveAttribute('role', 'alert');
    expect(net.calls).toEqual([]);
  });

  it.each([
    ['a .txt file', aFile('notes.txt', 1024, 'text/plain')],
    ['a pdf of exactly 3 MB', aFile('cv.pdf', MAX_RESUME_BYTES)],
    ['an empty pdf', aFile('cv.pdf', 0)],
  ])('when %s is chosen, then the upload is refused in the browser, the exact message shows and the input is cleared', async (_case, file) => {
    const user = userEvent.setup({ applyAccept: false });
    render(<JobApplicationForm />);
    await user.upload(resumeInput(), file);
    expect(await within(form()).findByText(MESSAGES.resumeUploadFailure)).toHaveAttribute('role', 'alert');
    expect(resumeInput().value).toBe('');
    expect(net.calls).toEqual([]);
  });

  it.each([
    ['429 (rate limit)', json({ message: 'Too many uploads from your address. Please try again later.', code: 'RATE_LIMITED' }, 429), 'Too many uploads from your address. Please try again later.'],
    ['413 (too large for the proxy)', text('Request Entity Too Large', 413), FORM_MESSAGES.resumeTooLarge],
    ['400 RESUME_TOO_LARGE', json({ message: MESSAGES.resumeUploadFailure, code: 'RESUME_TOO_LARGE' }, 400), FORM_MESSAGES.resumeTooLarge],
    ['415 (type)', json({ message: 'Unsupported Media Type' }, 415), MESSAGES.resumeUploadFailure],
  ])('when the server refuses the resume with %s, then its reason shows, not always the type message, and the input is cleared', async (_case, reply, shown) => {
    net.on('POST', '/api/upload/resume', reply);
    const user = userEvent.setup();
    render(<JobApplicationForm />);
    await user.upload(resumeInput(), aFile('cv.pdf', 2048));
    expect(await within(form()).findByText(shown)).toHaveAttribute('role', 'alert');
    expect(resumeInput().value).toBe('');
  });

  it('then it is a multipart form posting the file as cv without script, with its consent text', () => {
    render(<JobApplicationForm />);
    expect(form()).toHaveAttribute('method', 'post');
    expect(form()).toHaveAttribute('action', '/job-opportunity-form');
    expect(form()).toHaveAttribute('enctype', 'multipart/form-data');
    expect(resumeInput()).toHaveAttribute('name', 'cv');
    expect(screen.getByText((_t, el) => el?.tagName === 'P' && el.textContent === CONSENT_TEXTS.job)).toBeInTheDocument();
  });

  it('when the file was chosen before the script took over, then submitting uploads it first and sends its key with the fields', async () => {
    net.on('POST', '/api/upload/resume', text('3f0c7a52-1d1e-4c4b-9a53-0c6f1d2e9b11.pdf'));
    net.on('POST', '/job-opportunity-form', json({ msg: 'success' }));
    const user = userEvent.setup();
    render(<JobApplicationForm />);
    await fillValid(user);
    // The browser's own file choice: no change event reached the component.
    const file = aFile('early.pdf', 4096);
    Object.defineProperty(resumeInput(), 'files', { value: [file], configurable: true });
    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(await within(form()).findByText(MESSAGES.jobSuccess)).toHaveAttribute('role', 'status');
    expect((net.calls[0]?.body as FormData).get('cv')).toBe(file);
    expect(net.calls[1]?.body).toMatchObject({ fname: 'Grace', resume: '3f0c7a52-1d1e-4c4b-9a53-0c6f1d2e9b11.pdf' });
  });

  it('when the server refuses the resume, then the exact message shows and the input is cleared', async () => {
    net.on('POST', '/api/upload/resume', json({ message: 'cv must be a pdf or docx file' }, 400));
    const user = userEvent.setup();
    render(<JobApplicationForm />);
    await user.upload(resumeInput(), aFile('cv.docx', 2048, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'));
    expect(await within(form()).findByText(MESSAGES.resumeUploadFailure)).toHaveAttribute('role', 'alert');
    expect(resumeInput().value).toBe('');
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(await within(form()).findByText(MESSAGES.missingResume)).toBeInTheDocument();
  });

  it('when the resume uploads and the application is accepted, then it sends the key with the form, announces success and clears the form', async () => {
    const upload = deferred<StubReply>();
    net.on('POST', '/api/upload/resume', () => upload.promise);
    net.on('POST', '/job-opportunity-form', json({ msg: 'success' }));
    const user = userEvent.setup();
    render(<JobApplicationForm />);
    await fillValid(user);
    await user.selectOptions(screen.getByLabelText('Position you are interested in'), 'Smart Hands');
    const file = aFile('grace.pdf', 200_000);
    await user.upload(resumeInput(), file);

    expect(await screen.findByText('Uploading your resume…')).toBeInTheDocument();
    upload.resolve(text('3f0c7a52-1d1e-4c4b-9a53-0c6f1d2e9b11.pdf\n'));
    expect(await screen.findByText('Resume uploaded.')).toBeInTheDocument();
    const uploadCall = net.calls[0];
    expect(uploadCall?.path).toBe('/api/upload/resume');
    expect((uploadCall?.body as FormData).get('cv')).toBe(file);

    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(await within(form()).findByText(MESSAGES.jobSuccess)).toHaveAttribute('role', 'status');
    expect(net.calls[1]).toEqual({
      method: 'POST',
      path: '/job-opportunity-form',
      body: {
        fname: 'Grace',
        lname: 'Hopper',
        email: 'grace at navy',
        phoneNum: '5035550187',
        city: 'Portland',
        state: 'OR',
        jobInterested: 'Smart Hands',
        resume: '3f0c7a52-1d1e-4c4b-9a53-0c6f1d2e9b11.pdf',
        formType: 'job Form',
        website: '',
        consentVersion: CURRENT_CONSENT_VERSION,
      },
    });
    for (const label of ['First name', 'Last name', 'Email', 'Phone', 'City', 'State / Province']) expect(screen.getByLabelText(label)).toHaveValue('');
    expect(screen.getByLabelText('Position you are interested in')).toHaveValue('Lead Engineer/Technicians');
    expect(resumeInput().value).toBe('');
    expect(net.calls.map((c) => c.path)).toEqual(['/api/upload/resume', '/job-opportunity-form']);
  });

  it('when the application fails, then a spinner shows while sending, the failure message is announced and only the email is cleared', async () => {
    const reply = deferred<StubReply>();
    net.on('POST', '/api/upload/resume', text('a1b2c3d4-0000-4000-8000-000000000000.docx'));
    net.on('POST', '/job-opportunity-form', () => reply.promise);
    const user = userEvent.setup();
    render(<JobApplicationForm />);
    await fillValid(user);
    await user.upload(resumeInput(), aFile('cv.docx', 5000));
    await screen.findByText('Resume uploaded.');
    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(await screen.findByRole('button', { name: /Sending/ })).toBeDisabled();
    reply.resolve(json({ msg: 'fail' }));

    expect(await within(form()).findByText(MESSAGES.jobFailure)).toHaveAttribute('role', 'alert');
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(screen.getByLabelText('First name')).toHaveValue('Grace');
    expect(screen.getByLabelText('Phone')).toHaveValue('5035550187');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit application' })).toBeEnabled());
  });
});
