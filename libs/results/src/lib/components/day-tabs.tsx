import styled from 'styled-components';
import { chipRowStyles } from '@phc/ui';
import { useLingui } from '@lingui/react/macro';
import { formatDate, formatWeekday, useLocale } from '@phc/i18n';

const StyledTabs = styled.div`
  ${chipRowStyles}
  flex-wrap: nowrap;
  overflow-x: auto;
  padding-bottom: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[3]};
`;

/** The playing days as toggle buttons; the chosen one is pressed. */
export function DayTabs({ days, value, onChange, today }: { days: readonly string[]; value: string | null; onChange: (day: string) => void; today: string }) {
  const { t } = useLingui();
  const locale = useLocale();
  return (
    <StyledTabs role="group" aria-label={t`Hrací dny`}>
      {days.map((day) => (
        <button key={day} type="button" aria-pressed={day === value} onClick={() => onChange(day)}>
          {day === today ? t`Dnes` : formatWeekday(`${day}T12:00:00Z`, locale)} {formatDate(`${day}T12:00:00Z`, locale)}
        </button>
      ))}
    </StyledTabs>
  );
}
