import type { SmtpSecurity } from '@affnet/contracts';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

/** A network's own mail server (setting/smtp), as the mailer connects to it. */
export type SmtpServer = {
  host: string;
  port: number;
  security: SmtpSecurity;
  username: string | null;
  password: string | null;
  /** The name TLS checks the certificate against when `host` is the address it resolved to. */
  servername?: string;
};

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  from?: string;
  /** The network's own mail server; without it the server-wide one (SMTP_URL) sends. */
  via?: SmtpServer;
};
/** What the mail server answered, e.g. "250 2.0.0 OK: queued as 3F2A". */
export type MailReceipt = { response: string };
/**
 * `send` takes the message, or a promise of it: a system e-mail first reads its template and the
 * network's server, and handing the mailer the promise at once lets the mailer (and a test's
 * settling wrapper) account for the whole send from the moment it is asked for.
 */
export type Mailer = {
  send: (message: MailMessage | Promise<MailMessage>) => Promise<MailReceipt>;
  close: () => void;
};

/** Long enough for a slow server, short enough that a test send answers while the admin waits. */
const TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 };

function transportOptionsOf(server: SmtpServer) {
  return {
    host: server.host.replace(/^\[|\]$/g, ''),
    port: server.port,
    ...(server.servername ? { servername: server.servername } : {}),
    // 'tls' speaks TLS from the first byte; 'starttls' must upgrade; 'none' never tries.
    secure: server.security === 'tls',
    requireTLS: server.security === 'starttls',
    ignoreTLS: server.security === 'none',
    ...(server.username ? { auth: { user: server.username, pass: server.password ?? '' } } : {}),
    ...TIMEOUTS,
  };
}

/** Sends one message through a network's own server: a connection per message, closed after. */
async function sendVia(server: SmtpServer, message: Omit<MailMessage, 'via'>): Promise<MailReceipt> {
  const transport = nodemailer.createTransport(transportOptionsOf(server));
  try {
    const info = await transport.sendMail(message);
    return { response: String(info.response) };
  } finally {
    transport.close();
  }
}

/**
 * SMTP through nodemailer: a network's own server when the message names one, else SMTP_URL.
 * Without SMTP_URL, messages for the server-wide setting are written to the log (so a developer
 * can still follow a reset link) and nothing is sent.
 */
export function createMailer(
  smtpUrl: string | undefined,
  defaultFrom: string,
  log: FastifyBaseLogger,
): Mailer {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  return {
    send: async (pending) => {
      const { via, ...message } = await pending;
      const addressed = { ...message, from: message.from ?? defaultFrom };
      if (via) return sendVia(via, addressed);
      if (!transport) {
        log.warn(
          { to: message.to, subject: message.subject, text: message.text },
          'SMTP_URL is not set; e-mail logged, not sent',
        );
        return { response: 'not sent: SMTP_URL is not set' };
      }
      const info = await transport.sendMail(addressed);
      return { response: String(info.response) };
    },
    close: () => transport?.close(),
  };
}
