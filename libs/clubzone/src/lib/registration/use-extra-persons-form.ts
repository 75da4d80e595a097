import { useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { useLingui } from '@lingui/react/macro';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { ExtraPersonGroupsBodySchema, type ExtraPersonGroup, type ExtraPersonGroupsBody } from '@phc/api-contract';
import { isApiError } from '@phc/api-client';
import { translateValidation } from '@phc/i18n';

export type GroupValues = { id?: number; orderBundleId: string; persons: string; handballPersons: string; vipPartyPersons: string; singleRooms: string };

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

/** The extra person groups as typed, checked by the contract's schema before the server sees them. */
export function useExtraPersonsForm(stored: readonly ExtraPersonGroup[], onSubmit: (body: ExtraPersonGroupsBody) => Promise<unknown>) {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  const [groups, setGroups] = useState<GroupValues[]>(() => stored.map(toValues));
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const error = (path: string) => (errors[path]?.[0] ? translateValidation(errors[path][0], i18n) : undefined);
  const change = (index: number, field: keyof Omit<GroupValues, 'id'>, value: string) => setGroups((all) => all.map((g, i) => (i === index ? { ...g, [field]: value } : g)));
  const add = () => setGroups((all) => [...all, emptyGroup()]);
  const removeAt = (index: number) => setGroups((all) => all.filter((_, i) => i !== index));

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

  return { groups, error, change, add, removeAt, submit, failure, saving };
}
