import { Trans } from '@lingui/react/macro';
import { href, LocaleLink } from '@phc/i18n';
// A type only: the print page's code stays out of the live pages' first load.
import type { PrintSubject } from '../print/print-schedule';

/** The print address of a subject, for the links on the live pages. */
export function printPagePath(subject: PrintSubject): string {
  if (subject.kind === 'team') return href('tisk-tym', { teamId: subject.teamId });
  if (subject.kind === 'hall') return href('tisk-hala', { placeId: subject.placeId });
  return href('tisk-den', { day: subject.day });
}

/** "Print schedule": the subject's A4 paper (issue 29 item 3), for a notice board or a coach's pocket. */
export function PrintLink({ subject }: { subject: PrintSubject }) {
  return (
    <LocaleLink to={printPagePath(subject)} data-print-link={subject.kind}>
      <Trans>Rozpis k tisku</Trans>
    </LocaleLink>
  );
}
