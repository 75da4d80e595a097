import styled from 'styled-components';
import { useLingui } from '@lingui/react/macro';

const StyledCalendarLinks = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 0 ${({ theme }) => theme.space[3]};
  margin: 0 0 ${({ theme }) => theme.space[4]};
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.sizes.touchTarget};
  }
`;

export type CalendarLinksProps = {
  /** The feed's path on this site (the contract's `calendarFeedPath`). */
  path: string;
  /** The downloaded file's name, e.g. `team-12.ics`. */
  filename: string;
  /** Whose calendar it is, for a screen reader on a page with several (a club's card in a list). */
  owner?: string;
};

/**
 * A calendar feed offered twice (issue 28 item 1): subscribed, so the calendar app keeps it up to date
 * (webcal:// opens the app instead of the browser), or downloaded once as a file.
 */
export function CalendarLinks({ path, filename, owner }: CalendarLinksProps) {
  const { t } = useLingui();
  const subscribe = t`Odebírat v kalendáři`;
  const download = t`Stáhnout kalendář (.ics)`;
  return (
    <StyledCalendarLinks>
      <a href={`webcal://${window.location.host}${path}`} aria-label={owner && `${subscribe}: ${owner}`}>
        {subscribe}
      </a>
      <a href={path} download={filename} aria-label={owner && `${download}: ${owner}`}>
        {download}
      </a>
    </StyledCalendarLinks>
  );
}
