import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Training } from '@phc/api-contract';
import { formatDate, formatMoney, type Currency, useLocale } from '@phc/i18n';
import { Badge, Button, EmptyState, Stack } from '@phc/ui';
import { stateBadge, trainingStateLabels } from './training-labels';
import { teamRefName } from '@phc/tournaments';
import { slotOf, trainingActions } from './training-logic';
import { StyledCardItem, StyledCardList } from '../components/card-list';

const StyledItem = styled(StyledCardItem)`
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
    margin: ${({ theme }) => theme.space[2]} 0;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

export type OwnTrainingsProps = {
  trainings: Training[];
  /** The date of a day offset, or null without a tournament start date. */
  dateOf: (day: number) => string | null;
  hallName: (hallId: number | null) => string;
  typeName: (typeId: number) => string;
  hourlyPrice: (typeId: number) => number | null;
  currency: Currency;
  /** False for readers who may not change the club's trainings: no buttons at all. */
  canWrite: boolean;
  open: boolean;
  onEdit: (training: Training) => void;
  onRemove: (training: Training) => void;
  onCancel: (training: Training) => void;
};

type ItemProps = Omit<OwnTrainingsProps, 'trainings'> & { training: Training };

function OwnTrainingItem({ training, dateOf, hallName, typeName, hourlyPrice, currency, canWrite, open, onEdit, onRemove, onCancel }: ItemProps) {
  const locale = useLocale();
  const { t, i18n } = useLingui();
  const slot = slotOf(training);
  const date = dateOf(training.day);
  const when = `${date ? formatDate(date, locale) : t`Den ${training.day}`} ${slot.from}–${slot.to}`;
  const title = `${teamRefName(training.team, locale)} · ${when}`;
  const actions = canWrite ? trainingActions(training, open) : { edit: false, remove: false, cancel: false };
  const hourly = hourlyPrice(training.trainingTypeId);
  return (
    <StyledItem aria-label={title}>
      <Stack $direction="row" $gap={2} $wrap $align="center">
        <h3>{title}</h3>
        <Badge variant={stateBadge[training.state]}>{i18n._(trainingStateLabels[training.state])}</Badge>
      </Stack>
      <dl>
        <dt>
          <Trans>Čas</Trans>
        </dt>
        <dd>{slot.final ? <Trans>{when} (konečný)</Trans> : <Trans>{when} (preferovaný, konečný určí organizátor)</Trans>}</dd>
        <dt>
          <Trans>Typ a hala</Trans>
        </dt>
        <dd>
          {typeName(training.trainingTypeId)} · {hallName(training.placeId)}
        </dd>
        <dt>
          <Trans>Soupeř</Trans>
        </dt>
        <dd>{training.rivalTeamId !== null ? <Trans>Přátelské utkání domluveno</Trans> : training.seekingRival ? <Trans>Hledáme soupeře</Trans> : (training.rivalName ?? '–')}</dd>
        <dt>
          <Trans>Cena za hodinu a tým</Trans>
        </dt>
        <dd>{hourly === null ? '–' : formatMoney(hourly, currency, { locale })}</dd>
        {training.price !== null && (
          <>
            <dt>
              <Trans>Cena celkem</Trans>
            </dt>
            <dd>{formatMoney(training.price, currency, { locale })}</dd>
          </>
        )}
        <dt>
          <Trans>Rozhodčí</Trans>
        </dt>
        <dd>
          {training.refereeName ? (
            <Trans>{training.refereeName} (přidělil organizátor)</Trans>
          ) : training.refereeRequested ? (
            <Trans>Ano, cena za rozhodčího podle ceníku organizátora</Trans>
          ) : (
            <Trans>Ne</Trans>
          )}
        </dd>
        {training.resolutionReason && (
          <>
            <dt>
              <Trans>Vyjádření organizátora</Trans>
            </dt>
            <dd>{training.resolutionReason}</dd>
          </>
        )}
        {training.note && (
          <>
            <dt>
              <Trans>Poznámka</Trans>
            </dt>
            <dd>{training.note}</dd>
          </>
        )}
      </dl>
      <Stack $direction="row" $gap={2} $wrap>
        {actions.edit && (
          <Button size="sm" variant="secondary" onClick={() => onEdit(training)} aria-label={t`Upravit trénink ${title}`}>
            <Trans>Upravit</Trans>
          </Button>
        )}
        {actions.cancel && (
          <Button size="sm" variant="secondary" onClick={() => onCancel(training)} aria-label={t`Zrušit trénink ${title}`}>
            <Trans>Zrušit trénink</Trans>
          </Button>
        )}
        {actions.remove && (
          <Button size="sm" variant="danger" onClick={() => onRemove(training)} aria-label={t`Smazat trénink ${title}`}>
            <Trans>Smazat</Trans>
          </Button>
        )}
      </Stack>
    </StyledItem>
  );
}

/** The club's trainings with their state, final time and prices; the changes the state and deadline allow. */
export function OwnTrainings({ trainings, ...rest }: OwnTrainingsProps) {
  if (trainings.length === 0) return <EmptyState headingLevel={3} title={<Trans>Klub zatím nemá žádný trénink</Trans>} />;
  return (
    <StyledCardList>
      {trainings.map((training) => (
        <OwnTrainingItem key={training.id} training={training} {...rest} />
      ))}
    </StyledCardList>
  );
}
