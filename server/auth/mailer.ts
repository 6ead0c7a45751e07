/**
 * Outgoing mail: through nodemailer when SMTP_URL is set, otherwise written to the log (local
 * development has no mail server). A failure to send is the caller's to report to the visitor.
 */
import type { Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import { stripLocale } from '../../shared/links/locale';
import type { Locale } from '../../shared/types/content';
import { onFirstUse } from '../lazy-module';

// Loaded at the first mail, not at start: most servers send none for a long while, or ever.
const loadNodemailer = onFirstUse('nodemailer', () => import('nodemailer'));

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /** Whether mail really leaves the server (false: it goes to the log only). */
  readonly delivers: boolean;
  send(mail: Mail): Promise<void>;
}

export function createMailer(options: { smtpUrl: string | undefined; from: string; logger: Logger }): Mailer {
  const { smtpUrl, from, logger } = options;
  if (smtpUrl === undefined) {
    return {
      delivers: false,
      send(mail) {
        logger.info({ mail: { to: mail.to, subject: mail.subject, text: mail.text } }, 'Mail not sent (no SMTP_URL)');
        return Promise.resolve();
      },
    };
  }
  let transport: Transporter | undefined;
  return {
    delivers: true,
    async send(mail) {
      transport ??= (await loadNodemailer()).createTransport(smtpUrl);
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
    },
  };
}

/**
 * The language of a support request's mails: that of the page its form was on (/ja/contact/:
 * Japanese), so the confirmation and every reply from support speak it; English without a page.
 */
export function mailLocaleOf(pageUrl: string | null | undefined): Locale {
  return stripLocale(new URL(pageUrl ?? '/', 'http://localhost').pathname).locale;
}
