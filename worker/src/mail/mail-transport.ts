import nodemailer, { type Transporter } from 'nodemailer';
import { DKIM_SIGNED_HEADERS, type DkimSettings } from './dkim';

/** The SMTP transport every mail goes out through, DKIM-signing each one when a key is given. */
export function createMailTransport(smtpUrl: string, dkim?: DkimSettings): Transporter {
  return nodemailer.createTransport(smtpUrl, dkim ? { dkim: { ...dkim, headerFieldNames: DKIM_SIGNED_HEADERS } } : {});
}
