import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import * as v from 'valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { extraPersonGroupLimits, ExtraPersonGroupsBodySchema, type ExtraPersonGroup, type ExtraPersonGroupsBody, type OrderBundle } from '@phc/api-contract';
import { isApiError } from '@phc/api-client';
import { translateValidation, useLocale } from '@phc/i18n';
import { Button, Field, Heading, Select, Stack, TextInput } from '@phc/ui';

export type ExtraPersonsFormProps = {
  groups: readonly ExtraPersonGroup[];
  /** The bundles the club's country may order. */
  orderBundles: readonly OrderBundle[];
  flags: { vipTickets: boolean; singleRooms: boolean; restaurantMeals: boolean; personsEditable: boolean };
  onSubmit: (body: ExtraPersonGroupsBody) => Promise<unknown>;
};

type GroupValues = { id?: number; orderBundleId: string; persons: string; handballPersons: string; vipPartyPersons: string; singleRooms: string };

const toValues = (g: ExtraPersonGroup): GroupValues => ({
  id: g.id,
  orderBundleId: g.orderBundleId === null ? '' : String(g.orderBundleId),
  persons: String(g.persons),
  handballPersons: String(g.handballPersons),
  vipPartyPersons: String(g.vipPartyPersons),
  singleRooms: String(g.singleRooms),
});
const emptyGroup = (): GroupValues => ({ orderBundleId: '', persons: '1', handballPersons: '0', vipPartyPersons: '0', singleRooms: '0' });
const count = (text: string) => (text.trim() === '' ? 0 : Number(text));

/** The form's text fields as the contract's input; the schema then judges them as the server does. */
export const groupsToBody = (groups: readonly GroupValues[]): unknown => ({
  groups: groups.map((g) => ({
    ...(g.id === undefined ? {} : { id: g.id }),
    orderBundleId: g.orderBundleId === '' ? null : Number(g.orderBundleId),
    persons: count(g.persons),
    handballPersons: count(g.handballPersons),
    vipPartyPersons: count(g.vipPartyPersons),
    singleRooms: count(g.singleRooms),
  })),
});

const StyledSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

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

const StyledError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

/**
 * SPEC §3 extra person groups: drivers, parents and fans who come with the club but play in no team.
 * Each group orders a bundle for its persons and extras; the order summary lists them club-wide.
 */
export function ExtraPersonsForm({ groups: stored, orderBundles, flags, onSubmit }: ExtraPersonsFormProps) {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  const locale = useLocale();
  const [groups, setGroups] = useState<GroupValues[]>(() => stored.map(toValues));
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const bundleOptions = orderBundles.map((b) => ({ value: String(b.id), label: locale === 'en' ? b.name.en : b.name.cs }));
  const error = (path: string) => (errors[path]?.[0] ? translateValidation(errors[path][0], i18n) : undefined);
  const change = (index: number, field: keyof Omit<GroupValues, 'id'>, value: string) => setGroups((all) => all.map((g, i) => (i === index ? { ...g, [field]: value } : g)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = v.safeParse(ExtraPersonGroupsBodySchema, groupsToBody(groups));
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.issues.map((issue) => [v.getDotPath(issue) ?? '', [issue.message]])));
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await onSubmit(parsed.output);
    } catch (e) {
      if (isApiError(e, 400) && Object.keys(e.fields).length > 0) setErrors(e.fields);
      else if (isApiError(e, 409)) setFailure(t`Registraci už nelze měnit, další osoby proto také ne.`);
      else setFailure(t`Další osoby se nepodařilo uložit. Zkuste to prosím znovu.`);
    } finally {
      setSaving(false);
    }
  };

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
          {groups.map((group, index) => {
            const frozen = !flags.personsEditable && group.id !== undefined;
            return (
              <StyledGroup key={group.id ?? `new-${index}`}>
                <legend>
                  <GroupTitle number={index + 1} />
                </legend>
                <Field label={<Trans>Balíček</Trans>} error={error(`groups.${index}.orderBundleId`)}>
                  <Select options={bundleOptions} placeholder={t`Nevybráno`} value={group.orderBundleId} onChange={(e) => change(index, 'orderBundleId', e.target.value)} />
                </Field>
                <Field label={<Trans>Osoby</Trans>} hint={frozen ? <Trans>Počet osob už organizátor nedovoluje měnit.</Trans> : undefined} error={error(`groups.${index}.persons`)}>
                  <TextInput type="number" inputMode="numeric" min={0} readOnly={frozen} value={group.persons} onChange={(e) => change(index, 'persons', e.target.value)} />
                </Field>
                {flags.restaurantMeals && (
                  <Field label={<Trans>Osoby v restauraci</Trans>} error={error(`groups.${index}.handballPersons`)}>
                    <TextInput type="number" inputMode="numeric" min={0} value={group.handballPersons} onChange={(e) => change(index, 'handballPersons', e.target.value)} />
                  </Field>
                )}
                {flags.vipTickets && (
                  <Field label={<Trans>VIP vstupenky</Trans>} error={error(`groups.${index}.vipPartyPersons`)}>
                    <TextInput type="number" inputMode="numeric" min={0} value={group.vipPartyPersons} onChange={(e) => change(index, 'vipPartyPersons', e.target.value)} />
                  </Field>
                )}
                {flags.singleRooms && (
                  <Field label={<Trans>Jednolůžkové pokoje</Trans>} error={error(`groups.${index}.singleRooms`)}>
                    <TextInput type="number" inputMode="numeric" min={0} value={group.singleRooms} onChange={(e) => change(index, 'singleRooms', e.target.value)} />
                  </Field>
                )}
                <div>
                  <Button variant="ghost" size="sm" onClick={() => setGroups((all) => all.filter((_, i) => i !== index))}>
                    <RemoveGroupLabel number={index + 1} />
                  </Button>
                </div>
              </StyledGroup>
            );
          })}
          {failure && <StyledError role="alert">{failure}</StyledError>}
          <Stack $direction="row" $wrap $gap={3}>
            <Button variant="secondary" onClick={() => setGroups((all) => [...all, emptyGroup()])} disabled={groups.length >= extraPersonGroupLimits.maxGroups}>
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

function GroupTitle({ number }: { number: number }) {
  return <Trans>Skupina {number}</Trans>;
}

function RemoveGroupLabel({ number }: { number: number }) {
  return <Trans>Odebrat skupinu {number}</Trans>;
}
