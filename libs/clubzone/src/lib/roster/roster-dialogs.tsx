import { useCallback } from 'react';
import { useLingui } from '@lingui/react/macro';
import { birthYearProblem, type ConfigValue, type Participant, type ParticipantInput, type TeamCategory } from '@phc/api-contract';
import { Dialog } from '@phc/ui';
import { RequestForm } from '../requests/request-form';
import { useRequestActions } from '../requests/use-request-actions';
import type { RosterTeam } from './eligibility';
import { ParticipantForm } from './participant-form';
import { mayLead, minimumLeaderAge } from './participant-rules';
import { participantToValues } from './participant-values';

export type Editing = { participant: Participant | null } | null;
export type Requesting = { participantId: number; teamId: number } | null;

export type ParticipantDialogProps = {
  editing: Editing;
  floorball: boolean;
  configurations: readonly ConfigValue[];
  /** The tournament's categories: a player younger than all of them plays nowhere. */
  categories: readonly TeamCategory[];
  onClose: () => void;
  /** Resolves false when the visitor backed out of the change warning: the dialog stays open. */
  save: (before: Participant | null, input: ParticipantInput) => Promise<boolean>;
  /** What the form says when the save fails other than on a field. */
  failureMessage: (error: unknown) => string;
};

/** Adding or editing a participant. */
export function ParticipantDialog({ editing, floorball, configurations, categories, onClose, save, failureMessage }: ParticipantDialogProps) {
  const { t } = useLingui();
  const leads = useCallback((year: number | null) => mayLead(year, configurations, new Date()), [configurations]);
  // The browser's clock, read on Prague's calendar as the server reads the product's.
  const problem = useCallback((year: number, isLeader: boolean) => birthYearProblem(year, { now: new Date(), categories, isLeader }), [categories]);
  return (
    <Dialog open={editing !== null} title={editing?.participant ? t`Upravit účastníka` : t`Nový účastník`} onClose={onClose}>
      {editing && (
        <ParticipantForm
          initial={editing.participant ? participantToValues(editing.participant) : undefined}
          floorball={floorball}
          mayLead={leads}
          birthYearProblem={problem}
          minimumLeaderAge={minimumLeaderAge(configurations)}
          onCancel={onClose}
          failureMessage={failureMessage}
          onSubmit={async (input) => {
            if (await save(editing.participant, input)) onClose();
          }}
        />
      )}
    </Dialog>
  );
}

export type ExceptionDialogProps = { clubId: number; requesting: Requesting; participants: readonly Participant[]; teams: readonly RosterTeam[]; onClose: () => void };

/** An exception request for the participant and team where the rules bite. */
export function ExceptionDialog({ clubId, requesting, participants, teams, onClose }: ExceptionDialogProps) {
  const { t } = useLingui();
  const requests = useRequestActions(clubId);
  return (
    <Dialog open={requesting !== null} title={t`Žádost o výjimku`} onClose={onClose}>
      {requesting && (
        <RequestForm
          participants={participants.map((p) => ({ id: p.id, label: `${p.lastName} ${p.firstName} (${p.birthYear})` }))}
          teams={teams}
          initial={{ participantId: String(requesting.participantId), teamId: String(requesting.teamId) }}
          onCancel={onClose}
          onSubmit={async (input) => {
            await requests.create(input);
            onClose();
          }}
        />
      )}
    </Dialog>
  );
}
