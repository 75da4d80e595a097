import { useId, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { competitionWriteEndpoints, type Match, type WalkoverType } from '@phc/api-contract';
import { apiRequest, isApiError, refreshAfterMatchWrite } from '@phc/api-client';
import { pushAlert, Select } from '@phc/ui';

/** SPEC §2 walkover dropdown of a bracket match; the choice is saved at once and pushed to everyone. */
export function WalkoverSelect({ match, homeLabel, awayLabel }: { match: Match; homeLabel: string; awayLabel: string }) {
  const { t } = useLingui();
  const id = useId();
  const queryClient = useQueryClient();
  const [value, setValue] = useState<string>(match.walkOver ?? '');
  const mutation = useMutation({
    mutationFn: (walkOverType: WalkoverType | null) => apiRequest(competitionWriteEndpoints.walkover, { params: { id: match.id }, body: { _data: { walkOverType } } }),
    onSuccess: (answer) => {
      pushAlert({ type: 'success', message: t`Kontumace uložena.` });
      // The page follows the stream: `live` takes the change as its delta, not a whole new read.
      return refreshAfterMatchWrite(queryClient, match.id, answer.match);
    },
    onError: (error) => {
      setValue(match.walkOver ?? '');
      pushAlert({ type: 'danger', message: isApiError(error, 403) ? t`Kontumaci tohoto zápasu nemůžete nastavit.` : t`Kontumaci se nepodařilo uložit. Zkuste to znovu.` });
    },
  });
  return (
    <>
      <label htmlFor={id}>{t`Kontumace`}</label>
      <Select
        id={id}
        value={value}
        disabled={mutation.isPending}
        onChange={(event) => {
          setValue(event.target.value);
          mutation.mutate(event.target.value === '' ? null : (event.target.value as WalkoverType));
        }}
        options={[
          { value: '', label: t`Bez kontumace` },
          { value: 'home', label: t`Ve prospěch ${homeLabel}` },
          { value: 'away', label: t`Ve prospěch ${awayLabel}` },
          { value: 'both', label: t`Proti oběma` },
        ]}
      />
    </>
  );
}
