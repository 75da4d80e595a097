import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminClubEdit, AdminClubEditBody } from '@phc/api-contract';
import { FormActions, Stack } from '@phc/ui';
import { ClubDataCard, ClubTeamsSection } from './club-edit-sections';
import { useClubEditForm } from './use-club-edit-form';

const StyledError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

export type ClubEditFormProps = {
  club: AdminClubEdit;
  onSave: (body: AdminClubEditBody) => Promise<unknown>;
  onCancel: () => void;
};

/** A club's data and its teams' names and categories, checked by the contract's schema before and by the server after. */
export function ClubEditForm({ club, onSave, onCancel }: ClubEditFormProps) {
  const { t } = useLingui();
  const { register, errors, isSubmitting, submit, shown } = useClubEditForm(club, onSave);
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t`Úprava klubu`}>
      <Stack $gap={4}>
        <ClubDataCard club={club} register={register} errors={errors} shown={shown} />
        <ClubTeamsSection club={club} register={register} errors={errors} shown={shown} />
        {errors.root?.message && <StyledError role="alert">{errors.root.message}</StyledError>}
        <FormActions submitLabel={<Trans>Uložit změny</Trans>} submitting={isSubmitting} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
