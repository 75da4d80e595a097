import { useEffect, useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import type { RosterEntry } from '@phc/api-contract';
import { useLocale } from '@phc/i18n';
import { eventTypeNeedsPlayer, stageWindow, type Sport } from '@phc/tournaments';
import { Button, Dialog, Field, RadioGroup, Select, TextInput } from '@phc/ui';
import { hasErrors, validateEventForm, windowText, type EventFieldError, type EventFormErrors } from './event-validation';
import { localized } from './labels';
import { rosterChoices, type ProtocolEventType } from './protocol-model';

/** What the dialog produces: the fields of a local event it owns. */
export interface EventDraft {
  teamId: number;
  eventTypeId: number;
  participantId: number | null;
  assistParticipantId: number | null;
  minute: number;
  second: number;
}

export interface EventDialogTeam {
  id: number;
  name: string;
  roster: readonly RosterEntry[];
}

export type EventDialogProps = {
  open: boolean;
  /** Null: a new event; otherwise the event being edited. */
  initial: Partial<EventDraft> | null;
  editing: boolean;
  sport: Sport;
  stageCode: string | null;
  periodMinutes: number;
  home: EventDialogTeam;
  away: EventDialogTeam;
  eventTypes: readonly ProtocolEventType[];
  defaultEventTypeId: number | null;
  /** The stopwatch time, prefilled for a new event. */
  clock: { minute: number; second: number };
  onSave: (draft: EventDraft) => Promise<void> | void;
  onClose: () => void;
};

const StyledGrid = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

const StyledTime = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space[3]};
`;

// The team choice is tapped at the bench: each option a 44 px target, its radio well above 20 px.
const StyledTeamChoice = styled.div`
  label {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.sizes.touchTarget};
    padding-inline: ${({ theme }) => theme.space[2]};
  }
  input[type='radio'] {
    width: 1.5rem;
    height: 1.5rem;
    margin: 0;
    align-self: center;
  }
`;

const toNumber = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));

/** The dialog's fields, prefilled once per opening, and the SPEC §5 checks on submit. */
function useEventForm(props: EventDialogProps) {
  const { open, initial, sport, home, away, eventTypes, defaultEventTypeId, clock } = props;
  const [teamId, setTeamId] = useState<number>(home.id);
  const [eventTypeId, setEventTypeId] = useState<string>('');
  const [participantId, setParticipantId] = useState('');
  const [assistId, setAssistId] = useState('');
  const [minute, setMinute] = useState('0');
  const [second, setSecond] = useState('0');
  const [errors, setErrors] = useState<EventFormErrors>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!open) return;
    setTeamId(initial?.teamId ?? home.id);
    const typeId = initial?.eventTypeId ?? defaultEventTypeId;
    setEventTypeId(typeId === null || typeId === undefined ? '' : String(typeId));
    setParticipantId(initial?.participantId ? String(initial.participantId) : '');
    setAssistId(initial?.assistParticipantId ? String(initial.assistParticipantId) : '');
    setMinute(String(initial?.minute ?? clock.minute));
    setSecond(String(initial?.second ?? clock.second));
    setErrors({});
    // Prefill once per opening: the running clock must not overwrite what the reporter types.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const type = eventTypes.find((e) => String(e.id) === eventTypeId);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const draft: EventDraft = {
      teamId,
      eventTypeId: type ? type.id : Number.NaN,
      participantId: participantId ? Number(participantId) : null,
      assistParticipantId: type?.hasAssist && assistId ? Number(assistId) : null,
      minute: toNumber(minute),
      second: toNumber(second),
    };
    const found = validateEventForm({ sport, stageCode: props.stageCode, periodMinutes: props.periodMinutes, minute: draft.minute, second: draft.second, eventTypeId: type ? type.id : null, eventTypeCode: type?.code ?? null, participantId: draft.participantId });
    setErrors(found);
    if (hasErrors(found)) return;
    setSaving(true);
    try {
      await props.onSave(draft);
    } finally {
      setSaving(false);
    }
  };
  const chooseTeam = (value: string) => {
    setTeamId(Number(value));
    setParticipantId('');
    setAssistId('');
  };
  return {
    team: teamId === away.id ? away : home,
    type,
    fields: { teamId, eventTypeId, participantId, assistId, minute, second },
    set: { chooseTeam, setEventTypeId, setParticipantId, setAssistId, setMinute, setSecond },
    errors,
    saving,
    submit,
  };
}

/** SPEC §5 event dialog: team, type (preselected at the configured position), player of the confirmed roster, time. */
export function EventDialog(props: EventDialogProps) {
  const { open, editing, sport, home, away, eventTypes, onClose } = props;
  const { t } = useLingui();
  const locale = useLocale();
  const formId = useId();
  const { team, type, fields, set, errors, saving, submit } = useEventForm(props);
  const range = windowText(stageWindow(sport, props.stageCode, props.periodMinutes));
  const messages: Record<EventFieldError, string> = {
    invalidTime: range ? t`Neplatný čas události: v této části zápasu platí ${range}` : t`Neplatný čas události`,
    playerRequired: t`Hráč musí být vybrán`,
    eventTypeRequired: t`Typ události musí být vybrán`,
  };
  const players = rosterChoices(team.roster);
  const needsPlayer = eventTypeNeedsPlayer(sport, type?.code);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={editing ? <Trans>Upravit událost</Trans> : <Trans>Nová událost</Trans>}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            <Trans>Zrušit</Trans>
          </Button>
          <Button type="submit" form={formId} loading={saving}>
            <Trans>Uložit událost</Trans>
          </Button>
        </>
      }
    >
      <StyledGrid id={formId} noValidate onSubmit={submit}>
        <StyledTeamChoice>
        <RadioGroup
          legend={<Trans>Tým</Trans>}
          name={`${formId}-team`}
          value={String(fields.teamId)}
          required
          options={[
            { value: String(home.id), label: home.name },
            { value: String(away.id), label: away.name },
          ]}
          onValueChange={set.chooseTeam}
        />
        </StyledTeamChoice>
        <Field label={<Trans>Typ události</Trans>} required error={errors.eventType && messages[errors.eventType]}>
          <Select
            data-autofocus
            value={fields.eventTypeId}
            placeholder={t`Vyberte typ události`}
            options={eventTypes.map((e) => ({ value: String(e.id), label: localized(e.name, locale) }))}
            onChange={(event) => set.setEventTypeId(event.target.value)}
          />
        </Field>
        <Field
          label={<Trans>Hráč</Trans>}
          required={needsPlayer}
          hint={players.length === 0 ? <Trans>Soupiska týmu {team.name} je prázdná. Doplňte ji na zápasové soupisce.</Trans> : undefined}
          error={errors.participant && messages[errors.participant]}
        >
          <Select value={fields.participantId} placeholder={t`Vyberte hráče`} options={players} onChange={(event) => set.setParticipantId(event.target.value)} />
        </Field>
        {type?.hasAssist && (
          <Field label={<Trans>Asistence</Trans>}>
            <Select value={fields.assistId} placeholder={t`Bez asistence`} options={players.filter((p) => p.value !== fields.participantId)} onChange={(event) => set.setAssistId(event.target.value)} />
          </Field>
        )}
        <StyledTime role="group" aria-label={t`Čas události`}>
          <Field label={<Trans>Minuta</Trans>} required error={errors.time && messages[errors.time]}>
            <TextInput type="number" inputMode="numeric" min={0} max={200} value={fields.minute} onChange={(event) => set.setMinute(event.target.value)} />
          </Field>
          <Field label={<Trans>Sekunda</Trans>} required>
            <TextInput type="number" inputMode="numeric" min={0} max={59} value={fields.second} onChange={(event) => set.setSecond(event.target.value)} />
          </Field>
        </StyledTime>
      </StyledGrid>
    </Dialog>
  );
}
