import nodemailer from 'nodemailer';
import { MailDeliveryError, type MailPort, type OutgoingMail } from './mail-port';

/** nodemailer over SMTP_URL (e.g. smtps://user:pass@smtp.example.com:465). */
export function createSmtpMailer(smtpUrl: string, from: string): MailPort {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    // A dead mail server must fail the attempt in seconds, well inside the outbox's 2-minute claim.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    kind: 'smtp',
    async send(mail: OutgoingMail) {
      try {
        await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
      } catch (error) {
        throw new MailDeliveryError(error);
      }
    },
    async close() {
      transport.close();
    },
  };
}
