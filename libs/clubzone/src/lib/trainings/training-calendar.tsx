import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Training } from '@phc/api-contract';
import { formatDate, formatWeekday, useLocale } from '@phc/i18n';
import { Badge, Button, Heading } from '@phc/ui';
import { stateBadge, trainingStateLabels } from './training-labels';
import { teamRefName } from '@phc/tournaments';
import { slotOf, type CalendarDay } from './training-logic';

/** A day per column on a wide screen (a week at a glance), one day under another on a phone. */
const StyledWeek = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  grid-template-columns: minmax(0, 1fr);
  margin: 0;
  padding: 0;
  list-style: none;
  @media (min-width: ${({ theme }) => theme.breakpoints.desktop}px) {
    grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
  }
`;

const StyledDay = styled.li`
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  h3,
  h4 {
    margin: 0 0 ${({ theme }) => theme.space[2]};
  }
  h4 {
    font-size: ${({ theme }) => theme.fontSizes.md};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  ul {
    margin: 0 0 ${({ theme }) => theme.space[3]};
    padding: 0;
    list-style: none;
  }
`;

const StyledSlot = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[2]} 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  strong {
    font-variant-numeric: tabular-nums;
  }
`;

export type TrainingCalendarProps = {
  days: CalendarDay[];
  hallName: (hallId: number | null) => string;
  /** Whether the club may ask to play in this training (another club's, seeking a rival). */
  joinable: (training: Training) => boolean;
  onJoin: (training: Training) => void;
};

/** SPEC §2 trainings calendar: the tournament days (offsets from the start date), each by hall and time. */
export function TrainingCalendar({ days, hallName, joinable, onJoin }: TrainingCalendarProps) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  return (
    <StyledWeek>
      {days.map((day) => (
        <StyledDay key={day.day} aria-labelledby={`training-day-${day.day}`}>
          <Heading level={3} id={`training-day-${day.day}`}>
            {day.date ? `${formatWeekday(day.date, locale)} ${formatDate(day.date, locale)}` : t`Den ${day.day}`}
          </Heading>
          {day.halls.length === 0 && (
            <p>
              <Trans>Žádné tréninky.</Trans>
            </p>
          )}
          {day.halls.map((hall) => (
            <section key={hall.hallId ?? 'none'}>
              <h4>{hallName(hall.hallId)}</h4>
              <ul>
                {hall.trainings.map((training) => {
                  const slot = slotOf(training);
                  const team = teamRefName(training.team, locale);
                  return (
                    <StyledSlot key={training.id}>
                      <strong>
                        {slot.from}–{slot.to}
                      </strong>
                      <span>{team}</span>
                      <Badge variant={stateBadge[training.state]}>{i18n._(trainingStateLabels[training.state])}</Badge>
                      {joinable(training) && (
                        <Button size="sm" variant="secondary" onClick={() => onJoin(training)} aria-label={t`Přihlásit se k tréninku ${team} v ${slot.from}`}>
                          <Trans>Chceme hrát</Trans>
                        </Button>
                      )}
                    </StyledSlot>
                  );
                })}
              </ul>
            </section>
          ))}
        </StyledDay>
      ))}
    </StyledWeek>
  );
}
