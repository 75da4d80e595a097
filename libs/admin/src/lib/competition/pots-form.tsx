import styled from 'styled-components';
import * as v from 'valibot';
import { useForm } from 'react-hook-form';
import { Trans, useLingui } from '@lingui/react/macro';
import { potLimits, PotsBodySchema, type AdminCompetitionTeam, type PotsBody } from '@phc/api-contract';
import { isApiError } from '@phc/api-client';
import { Button, Select, Stack } from '@phc/ui';
import { AdminTable } from '../layout/admin-list-frame';
import { potChoices, teamName } from './competition-logic';

// The country beside the name, not in a column of its own: the pot's select keeps its width on a phone.
const StyledCountry = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: normal;
`;

// Wide enough for "bez koše" / "Koš 12" whatever the team names take.
const StyledPotCell = styled.td`
  min-width: calc(${({ theme }) => theme.space[8]} * 2);
`;

const StyledError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

/** The form holds each team's choice as the select gives it: '' for none, else the pot's number. */
type PotsValues = { pots: string[] };

export const potsBody = (teams: readonly Pick<AdminCompetitionTeam, 'id'>[], values: PotsValues): PotsBody => ({
  pots: teams.map((team, i) => ({ teamId: team.id, pot: values.pots[i] ? Number(values.pots[i]) : null })),
});

export type PotsFormProps = {
  teams: readonly AdminCompetitionTeam[];
  onSubmit: (body: PotsBody) => Promise<unknown>;
  onSaved?: () => void;
};

/**
 * The seeding pots of the category's teams: a pot per team (none: drawn by lot after the potted
 * teams). The next draw snakes pot by pot, so each group gets one team of each full pot.
 */
export function PotsForm({ teams, onSubmit, onSaved }: PotsFormProps) {
  const { t } = useLingui();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PotsValues>({ defaultValues: { pots: teams.map((team) => (team.pot === null ? '' : String(team.pot))) } });
  const options = [{ value: '', label: t`bez koše` }, ...potChoices(teams.length, potLimits.pot.max).map((n) => ({ value: String(n), label: t`Koš ${n}` }))];
  const submit = handleSubmit(async (values) => {
    const body = potsBody(teams, values);
    // The choices come from the contract's range; a body it refuses is a bug, said as one.
    if (!v.safeParse(PotsBodySchema, body).success) return setError('root', { message: t`Koše se nepodařilo uložit. Zkuste to prosím znovu.` });
    try {
      await onSubmit(body);
      onSaved?.();
    } catch (failure) {
      // The choices stay as they were picked, for another try.
      setError('root', {
        message: isApiError(failure, 409) ? t`Soutěž je zveřejněná: koše se už nemění.` : isApiError(failure, 400) ? t`Některý tým už v kategorii není. Načtěte stránku znovu.` : t`Koše se nepodařilo uložit. Zkuste to prosím znovu.`,
      });
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label={t`Koše nasazení`}>
      <Stack $gap={2}>
        <AdminTable columns={[t`Tým`, t`Koš`]}>
          {teams.map((team, i) => {
            const name = teamName(team);
            return (
              <tr key={team.id}>
                <th scope="row">
                  {name} <StyledCountry>({team.countryCode})</StyledCountry>
                </th>
                <StyledPotCell>
                  <Select aria-label={t`Koš týmu ${name}`} {...register(`pots.${i}`)} options={options} />
                </StyledPotCell>
              </tr>
            );
          })}
        </AdminTable>
        <div>
          <Button type="submit" variant="secondary" loading={isSubmitting}>
            <Trans>Uložit koše</Trans>
          </Button>
        </div>
        {errors.root?.message && <StyledError role="alert">{errors.root.message}</StyledError>}
      </Stack>
    </form>
  );
}
