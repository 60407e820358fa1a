import { CONSENT_TEXTS, CURRENT_CONSENT_VERSION, FIELD_LABELS, FORM_TOKEN_PIXEL_PATH, JOB_OPTIONS } from '@site/contracts/form-fields';
import { screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { JobApplicationForm } from './job-application-form';

let html = '';
beforeEach(() => {
  html = renderToStaticMarkup(<JobApplicationForm />);
  document.body.innerHTML = html;
});
afterEach(() => {
  document.body.innerHTML = '';
});

const form = () => screen.getByRole('form', { name: 'Apply now' });
const resumeInput = () => screen.getByLabelText(/Resume/) as HTMLInputElement;

describe('JobApplicationForm (server markup)', () => {
  it('then it is a multipart form posting the file as cv without script, marked for enhance/job-application-form, with nothing to hydrate', () => {
    expect(form()).toHaveAttribute('method', 'post');
    // Without script it posts to the site's form page; the enhancement posts JSON to the spec's path.
    expect(form()).toHaveAttribute('action', '/forms/job');
    expect(form()).toHaveAttribute('data-api', '/job-opportunity-form');
    expect(form()).toHaveAttribute('enctype', 'multipart/form-data');
    expect(form()).toHaveAttribute('data-job-application-form', '');
    expect(form()).toHaveAttribute('aria-busy', 'false');
    expect(resumeInput()).toHaveAttribute('name', 'cv');
    expect(resumeInput()).toHaveAttribute('type', 'file');
    expect(resumeInput()).toHaveAttribute('accept', '.pdf,.docx');
    expect(resumeInput()).toHaveAttribute('data-resume-input', '');
    expect(html).not.toMatch(/on[a-z]+=|data-island|<!--/i);
  });

  it('then every text field is required with the 36 and 25 limits, the email has no format check, the phone keeps digits and the default job is Lead Engineer/Technicians', () => {
    for (const label of ['First name', 'Last name', 'Email', 'City', 'State']) {
      expect(screen.getByLabelText(label)).toBeRequired();
      expect(screen.getByLabelText(label)).toHaveAttribute('maxLength', '36');
      expect(screen.getByLabelText(label)).not.toHaveAttribute('data-keep');
    }
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Email')).toHaveAttribute('inputmode', 'email');
    const phone = screen.getByLabelText('Phone');
    expect(phone).toBeRequired();
    expect(phone).toHaveAttribute('maxLength', '25');
    expect(phone).toHaveAttribute('data-keep', 'digits');
    const select = screen.getByLabelText('Job interested in');
    expect(select).toHaveValue('Lead Engineer/Technicians');
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual([...JOB_OPTIONS]);
  });

  it('then the resume line says none is uploaded yet and describes the file input', () => {
    const status = screen.getByText('No resume uploaded yet.');
    expect(status).toHaveAttribute('data-resume-status', '');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(resumeInput()).toHaveAttribute('aria-describedby', status.id);
  });

  it('then it carries its consent text, the form type, the version, the honeypot and the token pixel, an enabled button and empty outcome regions', () => {
    expect(screen.getByText((_t, el) => el?.tagName === 'P' && el.textContent === CONSENT_TEXTS.job)).toBeInTheDocument();
    expect(document.querySelector('input[name="formType"]')).toHaveValue('job Form');
    expect(document.querySelector('input[name="consentVersion"]')).toHaveValue(CURRENT_CONSENT_VERSION);
    expect(document.querySelector('input[name="website"]')?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(document.querySelector(`img[src="${FORM_TOKEN_PIXEL_PATH}"]`)).toHaveAttribute('alt', '');
    const button = screen.getByRole('button', { name: 'Submit application' });
    expect(button).toBeEnabled();
    expect(button).toHaveAttribute('data-busy-label', 'Sending…');
    expect(within(form()).getByRole('status')).toBeEmptyDOMElement();
    expect(within(form()).getByRole('alert')).toBeEmptyDOMElement();
  });

  it('when a label is edited in the field catalogue, then the form shows the new label on its field', () => {
    const labels = FIELD_LABELS as Record<string, string>;
    const original = labels.jobInterested!;
    labels.jobInterested = 'Role you want (edited)';
    try {
      document.body.innerHTML = renderToStaticMarkup(<JobApplicationForm />);
      expect(screen.getByLabelText('Role you want (edited)')).toHaveAttribute('name', 'jobInterested');
      expect(screen.queryByLabelText('Job interested in')).not.toBeInTheDocument();
    } finally {
      labels.jobInterested = original;
    }
  });
});
