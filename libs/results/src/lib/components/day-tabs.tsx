import styled from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import { formatDate, formatWeekday, useLocale } from '@phc/i18n';

const StyledTabs = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  overflow-x: auto;
  padding-bottom: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[3]};
  button {
    flex: none;
    min-height: ${({ theme }) => theme.sizes.touchTarget};
    padding-inline: ${({ theme }) => theme.space[3]};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.secondary};
    border-color: ${({ theme }) => theme.colors.secondary};
    color: ${({ theme }) => theme.colors.onSecondary};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  button:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** The playing days as toggle buttons; the chosen one is pressed. */
export function DayTabs({ days, value, onChange, today }: { days: readonly string[]; value: string | null; onChange: (day: string) => void; today: string }) {
  const { t } = useLingui();
  const locale = useLocale();
  return (
    <StyledTabs role="group" aria-label={t`Hrací dny`}>
      {days.map((day) => (
        <button key={day} type="button" aria-pressed={day === value} onClick={() => onChange(day)}>
          {day === today ? t`Dnes` : formatWeekday(`${day}T12:00:00Z`, locale)} {formatDate(`${day}T12:00:00Z`)}
        </button>
      ))}
    </StyledTabs>
  );
}
