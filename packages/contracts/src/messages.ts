/** The spec's user-facing messages, verbatim (section 8). Spelling is the owner's and is kept. */
export const MESSAGES = {
  contactSuccess: 'Message sent Successfully!',
  contactFailure: 'Failed to send message, try again by reloading the page.',
  newsletterSuccess: 'Newsletter Subscribed Successfully!',
  newsletterFailure: 'Email failed to send, try again by reloading the page.',
  jobSuccess: 'Message sent Successfully!',
  jobFailure: 'Failed to send message, try again by reloading the page.',
  missingResume: 'Please upload your Resume file',
  resumeUploadFailure:
    "error occured while uploading your file please make sure it's type is (.pdf or .docx) and is less then 3MB",
  deleteConfirmation: 'Are You Sure You Want To Delete This Product?',
  routerError: 'Unexpected Application Error!',
  chunkLoadFailed: (id: string) => `Loading chunk ${id} failed.`,
} as const;

/**
 * Messages of this product beyond the spec's (docs/decisions/forms.md): what a visitor reads when a
 * submission is held for review, when the newsletter waits for the e-mail confirmation, and the
 * server's own reasons for refusing a resume upload.
 */
export const FORM_MESSAGES = {
  newsletterConfirm: 'Please confirm your subscription with the link we have just e-mailed you.',
  held: 'Thank you. Your message was received and waits for a check by our team before it is passed on. If it is urgent, please call us.',
  newsletterHeld:
    'Thank you. Your subscription waits for a check by our team; once it is approved we will e-mail you a link to confirm it.',
  resumeRateLimited: 'Too many uploads from your address; please try again in an hour.',
  resumeTooLarge: 'Your resume is larger than 3 MB; please choose a smaller file.',
} as const;

/**
 * What the careers form says when the resume upload is refused: the server's own reason for a rate
 * limit, the size message for a file too large (413, or upload-service's RESUME_TOO_LARGE), and the
 * spec's message for everything else (a wrong type above all).
 */
export function resumeRefusalMessage(reply: { status: number; code?: unknown; message?: unknown }): string {
  if (reply.status === 429)
    return typeof reply.message === 'string' && reply.message ? reply.message : FORM_MESSAGES.resumeRateLimited;
  if (reply.status === 413 || reply.code === 'RESUME_TOO_LARGE') return FORM_MESSAGES.resumeTooLarge;
  return MESSAGES.resumeUploadFailure;
}
