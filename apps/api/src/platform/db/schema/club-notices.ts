import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** Migration 023 (issue 24): a club's language and its order's payment; e-mails' HTML part. */
export interface ClubNoticeTables {
  clubs: {
    /** cs | en: the language the club registered in; null when not known. */
    locale: string | null;
    /** When an organiser marked the order paid; null: unpaid (overdue once the due date has passed). */
    paid_at: Timestamp | null;
    paid_by: number | null;
  };
  outbox_emails: { html: string | null };
}
