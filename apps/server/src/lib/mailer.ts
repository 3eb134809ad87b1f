import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export type MailMessage = { to: string; subject: string; text: string; html?: string; from?: string };
export type Mailer = { send: (message: MailMessage) => Promise<void>; close: () => void };

/**
 * SMTP through nodemailer when SMTP_URL is set. Without it, messages are written to the log
 * (so a developer can still follow a reset link) and nothing is sent.
 */
export function createMailer(
  smtpUrl: string | undefined,
  defaultFrom: string,
  log: FastifyBaseLogger,
): Mailer {
  if (!smtpUrl) {
    return {
      send: async (message) => {
        log.warn(
          { to: message.to, subject: message.subject, text: message.text },
          'SMTP_URL is not set; e-mail logged, not sent',
        );
      },
      close: () => {},
    };
  }
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    send: async (message) => {
      await transport.sendMail({ from: message.from ?? defaultFrom, ...message });
    },
    close: () => transport.close(),
  };
}
