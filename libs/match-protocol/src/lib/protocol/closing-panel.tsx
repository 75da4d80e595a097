import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import * as v from 'valibot';
import { ProtocolPinSchema, protocolPinLength, type ProtocolState, type RefereeSummary } from '@phc/api-contract';
import { isApiError } from '@phc/api-client';
import { formatMoment } from '@phc/i18n';
import { Button, Field, Select, TextInput } from '@phc/ui';
import { confirmResult, sealProtocol } from './protocol-api';

export type ClosingPanelProps = {
  matchId: number;
  protocol: ProtocolState;
  homeName: string;
  awayName: string;
  referees: readonly RefereeSummary[];
  /** Events still on the device: a protocol is sealed only once the server holds all of them. */
  pendingEvents: number;
  onProtocol: (protocol: ProtocolState) => void;
  onSealed: () => void;
};

const StyledPanel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  h2,
  h3 {
    margin: 0;
  }
`;

const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

const StyledError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

/** The contract's PIN shape, checked before sending (the server checks the same). */
const isPinShaped = (pin: string) => v.is(ProtocolPinSchema, pin);

function useErrorText() {
  const { t } = useLingui();
  return (error: unknown): string => {
    if (isApiError(error, 400)) return t`Nesprávný PIN.`;
    if (isApiError(error, 409) && error.code === 'notFinished') return t`Zápas ještě neskončil.`;
    if (isApiError(error, 409) && error.code === 'sealed') return t`Protokol je už zapečetěn.`;
    if (isApiError(error, 429)) return t`Příliš mnoho pokusů. Zkuste to za chvíli.`;
    if (isApiError(error) && error.isNetworkError) return t`Bez připojení nelze potvrdit. Zkuste to, až bude signál.`;
    return t`Potvrzení se nepodařilo uložit.`;
  };
}

function ConfirmSide({ matchId, side, teamName, confirmedAt, onProtocol, onSealed }: { matchId: number; side: 'home' | 'away'; teamName: string; confirmedAt: string | null; onProtocol: (p: ProtocolState) => void; onSealed: () => void }) {
  const { t, i18n } = useLingui();
  const errorText = useErrorText();
  const formId = useId();
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  if (confirmedAt) {
    const at = formatMoment(confirmedAt, i18n.locale === 'en' ? 'en' : 'cs');
    return (
      <p>
        <Trans>
          Výsledek potvrdil vedoucí týmu {teamName} ({at}).
        </Trans>
      </p>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isPinShaped(pin)) {
      setError(t`PIN má ${protocolPinLength} číslic.`);
      return;
    }
    setSaving(true);
    setError(null);
    try {
      onProtocol(await confirmResult(matchId, side, pin));
      setPin('');
    } catch (caught) {
      setError(errorText(caught));
      if (isApiError(caught, 409) && caught.code === 'sealed') onSealed();
    } finally {
      setSaving(false);
    }
  };

  return (
    <StyledForm id={formId} noValidate onSubmit={submit}>
      <Field label={<Trans>PIN vedoucího týmu {teamName}</Trans>} error={error}>
        <TextInput type="password" inputMode="numeric" autoComplete="off" maxLength={protocolPinLength} value={pin} onChange={(e) => setPin(e.target.value.trim())} />
      </Field>
      <Button type="submit" loading={saving}>
        <Trans>Potvrdit výsledek za {teamName}</Trans>
      </Button>
    </StyledForm>
  );
}

function SealForm({ matchId, referees, pendingEvents, onProtocol, onSealed }: Pick<ClosingPanelProps, 'matchId' | 'referees' | 'pendingEvents' | 'onProtocol' | 'onSealed'>) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const [refereeId, setRefereeId] = useState(referees.length === 1 ? String(referees[0]?.id) : '');
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  if (referees.length === 0) {
    return (
      <p>
        <Trans>Zápas nemá zapsané rozhodčí, protokol nemůže nikdo zapečetit. Doplňte rozhodčí na zápasové soupisce.</Trans>
      </p>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!refereeId) {
      setError(t`Vyberte rozhodčího.`);
      return;
    }
    if (!isPinShaped(pin)) {
      setError(t`PIN má ${protocolPinLength} číslic.`);
      return;
    }
    setSaving(true);
    setError(null);
    try {
      onProtocol(await sealProtocol(matchId, Number(refereeId), pin));
      onSealed();
    } catch (caught) {
      setError(errorText(caught));
      if (isApiError(caught, 409) && caught.code === 'sealed') onSealed();
    } finally {
      setSaving(false);
    }
  };

  return (
    <StyledForm noValidate onSubmit={submit}>
      <Field label={<Trans>Rozhodčí</Trans>}>
        <Select value={refereeId} placeholder={t`Vyberte rozhodčího`} options={referees.map((r) => ({ value: String(r.id), label: `${r.lastName} ${r.firstName}` }))} onChange={(e) => setRefereeId(e.target.value)} />
      </Field>
      <Field label={<Trans>PIN rozhodčího</Trans>} error={error}>
        <TextInput type="password" inputMode="numeric" autoComplete="off" maxLength={protocolPinLength} value={pin} onChange={(e) => setPin(e.target.value.trim())} />
      </Field>
      {pendingEvents > 0 && (
        <StyledError role="alert">
          <Trans>Nejdřív musí odejít všechny události zápasu na server.</Trans>
        </StyledError>
      )}
      <Button type="submit" variant="danger" loading={saving} disabled={pendingEvents > 0}>
        <Trans>Zapečetit protokol</Trans>
      </Button>
    </StyledForm>
  );
}

/** Closing a match: both leaders confirm the result with their team PIN, then a referee seals the protocol. */
export function ClosingPanel(props: ClosingPanelProps) {
  const headingId = useId();
  const { protocol } = props;
  return (
    <StyledPanel aria-labelledby={headingId}>
      <h2 id={headingId}>
        <Trans>Uzavření zápasu</Trans>
      </h2>
      <ConfirmSide matchId={props.matchId} side="home" teamName={props.homeName} confirmedAt={protocol.homeConfirmedAt} onProtocol={props.onProtocol} onSealed={props.onSealed} />
      <ConfirmSide matchId={props.matchId} side="away" teamName={props.awayName} confirmedAt={protocol.awayConfirmedAt} onProtocol={props.onProtocol} onSealed={props.onSealed} />
      <h3>
        <Trans>Zapečetění rozhodčím</Trans>
      </h3>
      <SealForm matchId={props.matchId} referees={props.referees} pendingEvents={props.pendingEvents} onProtocol={props.onProtocol} onSealed={props.onSealed} />
    </StyledPanel>
  );
}
