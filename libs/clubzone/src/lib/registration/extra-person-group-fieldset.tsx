import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Field, Select, TextInput } from '@phc/ui';
import type { GroupValues } from './use-extra-persons-form';

const StyledGroup = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(8.5rem, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

export type ExtraPersonGroupFieldsetProps = {
  group: GroupValues;
  index: number;
  bundleOptions: { value: string; label: string }[];
  flags: { vipTickets: boolean; singleRooms: boolean; restaurantMeals: boolean; personsEditable: boolean };
  error: (path: string) => string | undefined;
  onChange: (field: keyof Omit<GroupValues, 'id'>, value: string) => void;
  onRemove: () => void;
};

/** One group of extra persons: its bundle, head count and the extras the tournament offers. */
export function ExtraPersonGroupFieldset({ group, index, bundleOptions, flags, error, onChange, onRemove }: ExtraPersonGroupFieldsetProps) {
  const { t } = useLingui();
  const frozen = !flags.personsEditable && group.id !== undefined;
  return (
    <StyledGroup>
      <legend>
        <GroupTitle number={index + 1} />
      </legend>
      <Field label={<Trans>Balíček</Trans>} error={error(`groups.${index}.orderBundleId`)}>
        <Select options={bundleOptions} placeholder={t`Nevybráno`} value={group.orderBundleId} onChange={(e) => onChange('orderBundleId', e.target.value)} />
      </Field>
      <Field label={<Trans>Osoby</Trans>} hint={frozen ? <Trans>Počet osob už organizátor nedovoluje měnit.</Trans> : undefined} error={error(`groups.${index}.persons`)}>
        <TextInput type="number" inputMode="numeric" min={0} readOnly={frozen} value={group.persons} onChange={(e) => onChange('persons', e.target.value)} />
      </Field>
      {flags.restaurantMeals && (
        <Field label={<Trans>Osoby v restauraci</Trans>} error={error(`groups.${index}.handballPersons`)}>
          <TextInput type="number" inputMode="numeric" min={0} value={group.handballPersons} onChange={(e) => onChange('handballPersons', e.target.value)} />
        </Field>
      )}
      {flags.vipTickets && (
        <Field label={<Trans>VIP vstupenky</Trans>} error={error(`groups.${index}.vipPartyPersons`)}>
          <TextInput type="number" inputMode="numeric" min={0} value={group.vipPartyPersons} onChange={(e) => onChange('vipPartyPersons', e.target.value)} />
        </Field>
      )}
      {flags.singleRooms && (
        <Field label={<Trans>Jednolůžkové pokoje</Trans>} error={error(`groups.${index}.singleRooms`)}>
          <TextInput type="number" inputMode="numeric" min={0} value={group.singleRooms} onChange={(e) => onChange('singleRooms', e.target.value)} />
        </Field>
      )}
      <div>
        <Button variant="ghost" size="sm" onClick={onRemove}>
          <RemoveGroupLabel number={index + 1} />
        </Button>
      </div>
    </StyledGroup>
  );
}

function GroupTitle({ number }: { number: number }) {
  return <Trans>Skupina {number}</Trans>;
}

function RemoveGroupLabel({ number }: { number: number }) {
  return <Trans>Odebrat skupinu {number}</Trans>;
}
