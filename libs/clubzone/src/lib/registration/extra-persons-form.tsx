import styled from 'styled-components';
import { Trans } from '@lingui/react/macro';
import { extraPersonGroupLimits, type ExtraPersonGroup, type ExtraPersonGroupsBody, type OrderBundle } from '@phc/api-contract';
import { useLocale } from '@phc/i18n';
import { Button, Heading, Stack } from '@phc/ui';
import { ExtraPersonGroupFieldset } from './extra-person-group-fieldset';
import { useExtraPersonsForm } from './use-extra-persons-form';

export { groupsToBody } from './use-extra-persons-form';

export type ExtraPersonsFormProps = {
  groups: readonly ExtraPersonGroup[];
  /** The bundles the club's country may order. */
  orderBundles: readonly OrderBundle[];
  flags: { vipTickets: boolean; singleRooms: boolean; restaurantMeals: boolean; personsEditable: boolean };
  onSubmit: (body: ExtraPersonGroupsBody) => Promise<unknown>;
};

const StyledSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const StyledError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

/**
 * SPEC §3 extra person groups: drivers, parents and fans who come with the club but play in no team.
 * Each group orders a bundle for its persons and extras; the order summary lists them club-wide.
 */
export function ExtraPersonsForm({ groups: stored, orderBundles, flags, onSubmit }: ExtraPersonsFormProps) {
  const locale = useLocale();
  const { groups, error, change, add, removeAt, submit, failure, saving } = useExtraPersonsForm(stored, onSubmit);
  const bundleOptions = orderBundles.map((b) => ({ value: String(b.id), label: locale === 'en' ? b.name.en : b.name.cs }));
  return (
    <StyledSection aria-labelledby="extra-persons-title">
      <Heading level={2} size={3} id="extra-persons-title">
        <Trans>Další osoby</Trans>
      </Heading>
      <p>
        <Trans>Řidiči, rodiče a fanoušci, kteří jedou s klubem, ale nehrají v žádném týmu. Objednávají si balíček a služby jako týmy.</Trans>
      </p>
      <form onSubmit={submit} noValidate>
        <Stack $gap={3}>
          {groups.length === 0 && (
            <p>
              <Trans>Zatím žádné další osoby.</Trans>
            </p>
          )}
          {groups.map((group, index) => (
            <ExtraPersonGroupFieldset
              key={group.id ?? `new-${index}`}
              group={group}
              index={index}
              bundleOptions={bundleOptions}
              flags={flags}
              error={error}
              onChange={(field, value) => change(index, field, value)}
              onRemove={() => removeAt(index)}
            />
          ))}
          {failure && <StyledError role="alert">{failure}</StyledError>}
          <Stack $direction="row" $wrap $gap={3}>
            <Button variant="secondary" onClick={add} disabled={groups.length >= extraPersonGroupLimits.maxGroups}>
              <Trans>Přidat skupinu osob</Trans>
            </Button>
            <Button type="submit" loading={saving}>
              <Trans>Uložit další osoby</Trans>
            </Button>
          </Stack>
        </Stack>
      </form>
    </StyledSection>
  );
}
