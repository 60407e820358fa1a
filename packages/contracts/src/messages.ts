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
