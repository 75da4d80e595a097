import type { FastifyInstance } from 'fastify';
import type { Transporter } from 'nodemailer';

/**
 * Outgoing e-mail: always written to the outbox table and the log (no mail server is needed to run
 * the product); also sent over SMTP when SMTP_URL is configured.
 */
export function createMailer(app: FastifyInstance, smtpUrl: string | undefined, from: string) {
  // nodemailer loads with the first message, not at the server's start (most instances send few).
  let transport: Promise<Transporter> | undefined;
  const smtp = () => (transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl)));
  return {
    /** `html`: a branded alternative to the plain text (clubs' notices); the text is always the whole message. */
    async send(to: string, subject: string, body: string, html?: string): Promise<void> {
      const { id } = await app.ctx.db
        .insertInto('outbox_emails')
        .values({ to_address: to, subject, body, html: html ?? null })
        .returning('id')
        .executeTakeFirstOrThrow();
      // Without a mail server the log is where a developer finds the link; a production log never
      // holds e-mail bodies (reset links are live credentials).
      app.log.info(smtpUrl || process.env.NODE_ENV === 'production' ? { to, subject } : { to, subject, body }, 'e-mail queued in outbox');
      if (!smtpUrl) return;
      // Delivered after the answer: the request neither waits for the mail server nor takes
      // longer for a known address than for an unknown one.
      void smtp()
        .then((t) => t.sendMail({ to, subject, text: body, ...(html ? { html } : {}), from }))
        .then(() => app.ctx.db.updateTable('outbox_emails').set({ sent_at: new Date() }).where('id', '=', id).execute())
        .catch((error: unknown) => {
          // The row stays unsent in the outbox; the user's request must not fail over the mail server.
          app.log.error({ err: error, to }, 'sending e-mail failed');
        });
    },
  };
}
