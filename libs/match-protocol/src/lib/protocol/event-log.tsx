import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, EmptyState } from '@phc/ui';
import { formatClock } from './stopwatch';

export interface LogEvent {
  clientId: string;
  minute: number;
  second: number;
  teamId: number;
  synced: boolean;
  /** The server refused the change (shown, not retried until edited). */
  error?: string | null;
}

export interface LogRow<E extends LogEvent> {
  event: E;
  typeLabel: string;
  teamLabel: string;
  playerLabel: string | null;
  conflict: boolean;
}

export type EventLogProps<E extends LogEvent> = {
  rows: readonly LogRow<E>[];
  readOnly: boolean;
  /** Whether the sport keeps a clock (volleyball lists points without times). */
  showTime: boolean;
  onEdit: (event: E) => void;
  onRemove: (event: E) => void;
};

const StyledList = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  min-width: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

const StyledItem = styled.li`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: center;
  min-width: 0;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

const StyledTime = styled.span`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const StyledWhat = styled.span`
  display: grid;
  overflow-wrap: anywhere;
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const StyledActions = styled.span`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[1]};
`;

/** The events of the match, newest first, each with whether it has reached the server. */
export function EventLog<E extends LogEvent>({ rows, readOnly, showTime, onEdit, onRemove }: EventLogProps<E>) {
  const { t } = useLingui();
  if (rows.length === 0) return <EmptyState headingLevel={3} title={<Trans>Zatím žádné události</Trans>} />;
  return (
    <StyledList aria-label={t`Události zápasu`}>
      {rows.map(({ event, typeLabel, teamLabel, playerLabel, conflict }) => {
        const time = formatClock(event.minute, event.second);
        const name = showTime ? `${time} ${typeLabel}` : typeLabel;
        return (
          <StyledItem key={event.clientId}>
            <StyledTime>{showTime ? time : ''}</StyledTime>
            <StyledWhat>
              <strong>
                {typeLabel} · {teamLabel}
              </strong>
              <small>
                {playerLabel && `${playerLabel} · `}
                {conflict ? (
                  <Badge variant="danger">
                    <Trans>Konflikt</Trans>
                  </Badge>
                ) : event.error ? (
                  <Badge variant="danger" title={event.error}>
                    <Trans>Server událost odmítl</Trans>
                  </Badge>
                ) : event.synced ? (
                  <Badge variant="success">
                    <Trans>Uloženo</Trans>
                  </Badge>
                ) : (
                  <Badge variant="warning">
                    <Trans>Čeká na odeslání</Trans>
                  </Badge>
                )}
              </small>
            </StyledWhat>
            {!readOnly && (
              <StyledActions>
                <Button variant="ghost" size="sm" aria-label={t`Upravit událost ${name}`} onClick={() => onEdit(event)}>
                  <Trans>Upravit</Trans>
                </Button>
                <Button variant="ghost" size="sm" aria-label={t`Odebrat událost ${name}`} onClick={() => onRemove(event)}>
                  <Trans>Odebrat</Trans>
                </Button>
              </StyledActions>
            )}
          </StyledItem>
        );
      })}
    </StyledList>
  );
}
