/**
 * The footer's newsletter form is on every page, text-only ones too, which load no script at
 * first. It works natively; its enhancement loads on the first focus inside it, before the visitor
 * can have typed anything (and what they type meanwhile is read from the DOM on submit anyway).
 */
document.querySelectorAll<HTMLFormElement>('footer form[data-newsletter-form]').forEach((form) => {
  form.addEventListener(
    'focusin',
    () => {
      void import('./newsletter-form');
    },
    { once: true },
  );
});

// An ES module, imported for its effect only.
export {};
