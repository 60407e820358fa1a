import { PUBLIC_FORMS, type PublicForm } from '@site/contracts/form-fields';
import type { SeoProps } from '@/components/seo/seo';
import { PageHero } from '@/components/ui/page-hero/page-hero';
import type { FormResult } from '@/site/form-post';
import type { Posted } from './catalogue-field';
import { ContactForm } from './contact-form';
import sectionStyles from './contact-section.module.css';
import { JobApplicationForm } from './job-application-form';
import { NewsletterForm } from './newsletter-form';

const TITLES: Record<FormResult['outcome'], string> = { sent: 'Thank you', held: 'Received', invalid: 'Not sent', failed: 'Not sent' };

/** The form that was posted, with what the visitor typed: it posts to the same page again. */
function FormAgain({ form, values }: { form: PublicForm; values: Posted }) {
  if (form === 'newsletter') return <NewsletterForm values={values} name="Subscribe again" />;
  if (form === 'job') return <JobApplicationForm values={values} />;
  return <ContactForm region={form === 'contact-usa' ? 'usa' : 'canada'} values={values} />;
}

const messageOf = (result: FormResult): string => {
  const spec = PUBLIC_FORMS[result.form];
  return result.outcome === 'sent' ? spec.success : result.outcome === 'held' ? spec.held : spec.failure;
};

/** What the result page states in its <head>: never indexed (it is one visitor's post). */
export const formResultSeo = (result: FormResult): SeoProps => ({ title: TITLES[result.outcome], description: messageOf(result), noindex: true });

/**
 * What a public form's no-script post came to, as the body of a full site page (header, footer,
 * navigation around it): the spec's success or failure message (section 8), each refused field by
 * its catalogue label and the form again with what was typed, and the way back.
 */
export function FormResultView({ result }: { result: FormResult }) {
  const spec = PUBLIC_FORMS[result.form];
  const ok = result.outcome === 'sent' || result.outcome === 'held';
  const message = messageOf(result);
  const title = TITLES[result.outcome];
  return (
    <>
      <PageHero
        title={title}
        lead={
          <>
            <p role={ok ? 'status' : 'alert'}>
              {message}
              {result.outcome === 'failed' && result.reason ? ` ${result.reason}` : null}
            </p>
            {result.outcome === 'invalid' ? (
              <ul>
                {result.errors.map((error) => (
                  <li key={error}>{error}</li>
                ))}
              </ul>
            ) : null}
          </>
        }
      >
        <a className="btn btn-primary" href={spec.page}>
          {ok ? 'Back to the page' : 'Back to the form'}
        </a>
      </PageHero>
      {result.outcome === 'invalid' ? (
        <section className="section" aria-label="Correct and send again">
          <div className={`container ${sectionStyles.card}`}>
            <FormAgain form={result.form} values={result.values} />
          </div>
        </section>
      ) : null}
    </>
  );
}
