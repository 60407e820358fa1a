import { FIELD_LABELS, type MailJob } from '@site/contracts';
import { composeMail, recipientsFor } from './compose-mail';

const settings = {
  from: 'x <no-reply@northwire.example>',
  toSales: 'Sales@northwire.example',
  toInfo: 'info@northwire.example',
};
const job: MailJob = {
  kind: 'job',
  submissionId: 'id-1',
  receivedAt: '2026-01-01T00:00:00.000Z',
  form: {
    fname: 'Sam\r\nBcc: victim@example.com',
    lname: '<img src=x>',
    email: 'not an email',
    phoneNum: '1',
    city: 'c',
    state: 's',
    jobInterested: 'Management',
    resume: 'k.pdf',
  },
};

describe('composeMail', () => {
  it('when a field carries a line break or markup, then the subject stays one line and the HTML is escaped', () => {
    const mail = composeMail(job, 'info@northwire.example', 'Northwire Integration <no-reply@northwire.example>', { kind: 'missing' });
    expect(mail.subject).toBe('New job application: Sam Bcc: victim@example.com <img src=x> — Management');
    expect(mail.html).toContain('&lt;img src=x&gt;');
    expect(mail.html).not.toContain('<img');
    expect(mail.replyTo).toBeUndefined();
    expect(mail.attachments).toBeUndefined();
  });

  it('when a job application is mailed, then every field is named by its label in the field catalogue', () => {
    const plain: MailJob = { ...job, form: { ...job.form, fname: 'Sam', lname: 'Jones' } } as MailJob;
    const mail = composeMail(plain, 'info@northwire.example', 'Northwire Integration <no-reply@northwire.example>', { kind: 'missing' });
    expect(mail.text.split('\n').slice(2, 11)).toEqual([
      'Name: Sam Jones',
      'Email: not an email',
      'Phone: 1',
      'City: c',
      'State: s',
      'Job interested in: Management',
      'Resume: k.pdf',
      'Received: 2026-01-01T00:00:00.000Z',
      'Reference: id-1',
    ]);
  });

  it('when a label is edited in the field catalogue, then the mail names the field by the new label', () => {
    const labels = FIELD_LABELS as Record<string, string>;
    const original = labels.jobInterested!;
    labels.jobInterested = 'Role you want (edited)';
    try {
      const mail = composeMail(job, 'info@northwire.example', 'Northwire Integration <no-reply@northwire.example>', { kind: 'missing' });
      expect(mail.text).toContain('\nRole you want (edited): Management\n');
      expect(mail.html).toContain('>Role you want (edited)</th>');
    } finally {
      labels.jobInterested = original;
    }
  });

  it('when the resume is only available as a link, then the body carries the link', () => {
    const mail = composeMail(job, 'info@northwire.example', 'Northwire Integration <no-reply@northwire.example>', {
      kind: 'link',
      url: 'http://localhost:8080/api/files/resumes/k.pdf?sig=1',
      expiresAt: '2030-01-01',
    });
    expect(mail.text).toContain(
      'Resume: download it at http://localhost:8080/api/files/resumes/k.pdf?sig=1 (link valid until 2030-01-01).',
    );
  });

  it('when sales and info are one mailbox, then it gets one mail', () => {
    const contact: MailJob = {
      kind: 'contact',
      submissionId: 'i',
      region: 'canada',
      receivedAt: '',
      form: { name: 'n', email: 'e@x.example', phoneNum: '', message: 'm' },
    };
    expect(recipientsFor(contact, settings)).toEqual(['sales@northwire.example', 'info@northwire.example']);
    expect(recipientsFor(contact, { ...settings, toInfo: 'sales@northwire.example' })).toEqual([
      'sales@northwire.example',
    ]);
  });
});
