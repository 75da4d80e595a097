import { useState } from 'react';
import styled from 'styled-components';
import { useMutation } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminLotsGroup } from '@phc/api-contract';
import { isApiError } from '@phc/api-client';
import { Button, pushAlert, Stack } from '@phc/ui';
import { lotsMutations } from '../queries/lots-queries';
import { moveItem, shuffled } from './lots-order';

const StyledOrder = styled.ol`
  margin: 0;
  padding-left: ${({ theme }) => theme.space[4]};
  li {
    padding: ${({ theme }) => theme.space[1]} 0;
  }
`;

export interface DrawFormProps {
  groupId: number;
  groupName: string;
  /** The level teams, in the order the form starts from. */
  teamIds: readonly number[];
  teamName: (teamId: number) => string;
}

/**
 * The drawn order of one set of level teams: the organiser draws (paper slips, or the computer's
 * random order) and records it; the order the user set stays on the screen when a save fails.
 */
export function DrawForm({ groupId, groupName, teamIds, teamName }: DrawFormProps) {
  const { t } = useLingui();
  const record = useMutation(lotsMutations.record(groupId));
  const [order, setOrder] = useState<number[]>([...teamIds]);
  const save = async () => {
    try {
      await record.mutateAsync({ teamIds: order });
      pushAlert({ type: 'success', message: t`Los skupiny ${groupName} je zapsán.` });
    } catch (failure) {
      pushAlert({
        type: 'danger',
        message: isApiError(failure, 409)
          ? t`Tyto týmy už nejsou vyrovnané po všech kritériích (změnily se výsledky). Načtěte stránku znovu.`
          : isApiError(failure, 404)
            ? t`Taková skupina už neexistuje.`
            : t`Los se nepodařilo zapsat. Zkuste to prosím znovu.`,
      });
    }
  };
  return (
    <Stack $gap={2}>
      <StyledOrder aria-label={t`Pořadí podle losu ve skupině ${groupName}`}>
        {order.map((teamId, index) => (
          <li key={teamId}>
            <Stack $gap={2} $direction="row" $wrap $align="center">
              <span>{teamName(teamId)}</span>
              <Button size="sm" variant="secondary" disabled={index === 0} aria-label={t`Posunout ${teamName(teamId)} výš`} onClick={() => setOrder((o) => moveItem(o, index, -1))}>
                ↑
              </Button>
              <Button size="sm" variant="secondary" disabled={index === order.length - 1} aria-label={t`Posunout ${teamName(teamId)} níž`} onClick={() => setOrder((o) => moveItem(o, index, 1))}>
                ↓
              </Button>
            </Stack>
          </li>
        ))}
      </StyledOrder>
      <Stack $gap={2} $direction="row" $wrap>
        <Button variant="secondary" onClick={() => setOrder((o) => shuffled(o))}>
          <Trans>Losovat počítačem</Trans>
        </Button>
        <Button disabled={record.isPending} onClick={() => void save()}>
          <Trans>Zapsat los</Trans>
        </Button>
      </Stack>
    </Stack>
  );
}

export interface DrawnLotsProps {
  drawn: NonNullable<AdminLotsGroup['drawn']>;
  teamName: (teamId: number) => string;
}

/** A recorded draw: the order, who recorded it and when. */
export function DrawnLots({ drawn, teamName }: DrawnLotsProps) {
  const { t, i18n } = useLingui();
  const when = i18n.date(new Date(drawn.drawnAt), { dateStyle: 'medium', timeStyle: 'short' });
  const who = drawn.drawnBy ?? t`neznámý uživatel`;
  return (
    <Stack $gap={1}>
      <p>
        <Trans>
          Los zapsal {who}, {when}.
        </Trans>
      </p>
      <StyledOrder aria-label={t`Zapsané pořadí podle losu`}>
        {drawn.teamIds.map((teamId) => (
          <li key={teamId}>{teamName(teamId)}</li>
        ))}
      </StyledOrder>
    </Stack>
  );
}
