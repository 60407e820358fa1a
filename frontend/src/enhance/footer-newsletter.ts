/**
 * The footer's newsletter form is on every page, text-only ones too, which load no script at
 * first. It works natively; its enhancement loads on the first focus inside it, before the visitor
 * can have typed anything (and what they type meanwhile is read from the DOM on submit anyway).
 * A chunk that does not come is reported (spec section 8) and the form keeps posting natively.
 */
import { importReported } from './chunk-report';

document.querySelectorAll<HTMLFormElement>('footer form[data-newsletter-form]').forEach((form) => {
  form.addEventListener(
    'focusin',
    () => {
      importReported(() => import('./newsletter-form')).catch(() => undefined);
    },
    { once: true },
  );
});
