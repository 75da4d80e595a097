import type { FastifyInstance } from 'fastify';
import nodemailer from 'nodemailer';

/**
 * Outgoing e-mail: always written to the outbox table and the log (no mail server is needed to run
 * the product); also sent over SMTP when SMTP_URL is configured.
 */
export function createMailer(app: FastifyInstance, smtpUrl?: string) {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  return {
    async send(to: string, subject: string, body: string): Promise<void> {
      await app.ctx.db.insertInto('outbox_emails').values({ to_address: to, subject, body }).execute();
      app.log.info({ to, subject }, 'e-mail queued in outbox');
      if (transport) {
        await transport.sendMail({ to, subject, text: body, from: 'noreply@localhost' });
        await app.ctx.db.updateTable('outbox_emails').set({ sent_at: new Date() }).where('to_address', '=', to).where('sent_at', 'is', null).execute();
      }
    },
  };
}
