import type { Mailer } from '../../src/lib/mailer';

export type SettlingMailer = Mailer & {
  /** Resolves once every e-mail handed over so far (and any handed over meanwhile) was delivered or failed. */
  settled: () => Promise<void>;
};

/**
 * Wraps the app's mailer so a test can prove an e-mail was *not* sent: the app hands its e-mails
 * over in the background before it answers, so once they have settled, what the SMTP listener
 * holds is all there will ever be. No waiting a while and hoping.
 */
export function settlingMailer(inner: Mailer): SettlingMailer {
  const inFlight = new Set<Promise<void>>();
  return {
    send: (message) => {
      const sending = inner.send(message);
      const tracked = sending.then(
        () => undefined,
        () => undefined,
      );
      inFlight.add(tracked);
      void tracked.then(() => inFlight.delete(tracked));
      return sending;
    },
    close: () => inner.close(),
    settled: async () => {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
  };
}
