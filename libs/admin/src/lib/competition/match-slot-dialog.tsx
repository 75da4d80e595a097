import { useState } from 'react';
import styled from 'styled-components';
import * as v from 'valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { MatchSlotBodySchema, type AdminCompetitionDetail, type AdminCompetitionMatch, type MatchSlotBody } from '@phc/api-contract';
import { isApiError } from '@phc/api-client';
import { Button, Dialog, Field, Select, Stack, TextInput } from '@phc/ui';

const StyledError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

/** The slot as the form holds it: the UTC day and time the draw shows, and the hall. */
export function slotBody(day: string, time: string, placeId: string): MatchSlotBody | null {
  const body = { startsAt: `${day}T${time}:00.000Z`, placeId };
  return v.safeParse(MatchSlotBodySchema, body).success ? body : null;
}

export type MatchSlotDialogProps = {
  detail: Pick<AdminCompetitionDetail, 'halls'>;
  match: AdminCompetitionMatch | null;
  onSave: (body: MatchSlotBody) => Promise<unknown>;
  onClose: () => void;
};

/** Another time or hall for one match (its number stays); the server refuses a taken hall or a busy team. */
export function MatchSlotDialog({ detail, match, onSave, onClose }: MatchSlotDialogProps) {
  const { t, i18n } = useLingui();
  const [day, setDay] = useState(match?.startsAt.slice(0, 10) ?? '');
  const [time, setTime] = useState(match?.startsAt.slice(11, 16) ?? '');
  const [placeId, setPlaceId] = useState(match ? String(match.placeId) : '');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  if (!match) return null;
  const submit = async () => {
    const body = slotBody(day, time, placeId);
    if (!body) {
      setError(t`Zadejte den, čas a halu.`);
      return;
    }
    setPending(true);
    setError(null);
    try {
      await onSave(body);
      onClose();
    } catch (failure) {
      setError(
        isApiError(failure, 409)
          ? t`Tak to nejde: hala je v tu dobu obsazená, některý tým hraje jinde, nebo zápas už začal.`
          : isApiError(failure, 400)
            ? t`Vyberte halu.`
            : t`Zápas se nepodařilo přesunout. Zkuste to prosím znovu.`,
      );
    } finally {
      setPending(false);
    }
  };
  const number = match.number ?? '–';
  return (
    <Dialog
      open
      title={t`Změnit čas zápasu ${number}`}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            <Trans>Zrušit</Trans>
          </Button>
          <Button loading={pending} onClick={() => void submit()}>
            <Trans>Uložit</Trans>
          </Button>
        </>
      }
    >
      <Stack $gap={3}>
        <Field label={<Trans>Den</Trans>} required>
          <TextInput type="date" value={day} onChange={(event) => setDay(event.target.value)} data-autofocus="" />
        </Field>
        <Field label={<Trans>Čas</Trans>} required>
          <TextInput type="time" value={time} onChange={(event) => setTime(event.target.value)} />
        </Field>
        <Field label={<Trans>Hala</Trans>} required>
          <Select value={placeId} onChange={(event) => setPlaceId(event.target.value)} options={detail.halls.map((h) => ({ value: String(h.id), label: h.name[i18n.locale === 'en' ? 'en' : 'cs'] }))} />
        </Field>
        {error && <StyledError role="alert">{error}</StyledError>}
      </Stack>
    </Dialog>
  );
}
