// Placeholder: the forms feature (public site part 2) replaces it with the real newsletter form.
export function NewsletterForm() {
  return <form aria-label="Newsletter" />;
}
