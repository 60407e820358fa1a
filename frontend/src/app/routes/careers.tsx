import type { SeoProps } from '@/components/seo/seo';
import { site } from '@/config/site';
import { JobApplicationForm } from '@/features/forms/job-application-form';
import styles from '@/features/forms/contact-section.module.css';

export const careersSeo: SeoProps = {
  title: 'Careers',
  description: `Join ${site.brand}: lead engineers, field technicians, smart hands and managers installing networks and digital signage across North America.`,
  canonical: '/careers',
};

/** Careers, spec section 2: the job application form with resume upload. */
export function CareersPage() {
  return (
    <>
      <section className={styles.hero} aria-labelledby="careers-heading">
        <div className={styles.inner}>
          <div className={styles.details}>
            <h1 id="careers-heading">Careers at {site.brand}</h1>
            <p>
              We install and support networks, digital signage and audio-visual systems for restaurants,
              retailers, banks, schools and venues across North America. We are always looking for lead
              engineers, field technicians, smart hands and managers who take pride in a tidy rack and a job
              finished right the first time.
            </p>
            <p>
              Fill in the form, attach your resume (.pdf or .docx, less than 3 MB) and we will be in touch.
            </p>
          </div>
          <div className={styles.card}>
            <JobApplicationForm />
          </div>
        </div>
      </section>
    </>
  );
}
