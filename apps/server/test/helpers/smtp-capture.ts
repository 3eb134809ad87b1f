import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type CapturedMail = { to: string[]; raw: string };

const MAIL_DEADLINE_MS = 30_000;

export type SmtpCaptureOptions = {
  /** The only login the listener accepts; without it, no login is asked for. */
  login?: { username: string; password: string };
};

/** A real SMTP listener on loopback that keeps what it receives, for tests of e-mail flows. */
export async function startSmtpCapture(options: SmtpCaptureOptions = {}) {
  const messages: CapturedMail[] = [];
  const waiters: Array<() => void> = [];
  const { login } = options;
  const server = new SMTPServer({
    authOptional: !login,
    // Plain connections in tests: the login travels without TLS on loopback.
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (login && auth.username === login.username && auth.password === login.password)
        return callback(null, { user: auth.username });
      return callback(new Error('Authentication failed'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        messages.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        for (const wake of waiters.splice(0)) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  /**
   * Waits until `count` messages to `to` have arrived and returns them, oldest first. The deadline
   * only turns a hang into a clear message; it is far above any busy machine's delivery time.
   */
  async function waitForMails(
    to: string,
    count: number,
    timeoutMs = MAIL_DEADLINE_MS,
  ): Promise<CapturedMail[]> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = messages.filter((m) => m.to.includes(to));
      if (found.length >= count) return found;
      if (Date.now() > deadline)
        throw new Error(`${found.length} of ${count} e-mails to ${to} within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
  }

  async function waitForMail(to: string, timeoutMs = MAIL_DEADLINE_MS): Promise<CapturedMail> {
    const [first] = await waitForMails(to, 1, timeoutMs);
    if (!first) throw new Error(`no e-mail to ${to}`);
    return first;
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    waitForMail,
    waitForMails,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The reset link inside a captured message (quoted-printable soft breaks undone). */
export function extractResetToken(mail: CapturedMail): string {
  const body = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = /reset-password\?token=([A-Za-z0-9_\-%]+)/.exec(body);
  if (!match?.[1]) throw new Error('no reset link in the e-mail');
  return decodeURIComponent(match[1]);
}

/** A captured message's text with quoted-printable undone (soft breaks, =XX bytes), for reading. */
export function readableMail(mail: CapturedMail): string {
  const bytes = mail.raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}
