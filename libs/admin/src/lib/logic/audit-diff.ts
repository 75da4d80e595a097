export interface FieldChange {
  field: string;
  before: string;
  after: string;
}

const shown = (value: unknown) => (value === undefined ? '–' : JSON.stringify(value));

/** The fields an audit entry changed, each with its value before and after (a created or deleted entity shows all). */
export function changedFields(before: unknown, after: unknown): FieldChange[] {
  const asObject = (value: unknown) => (value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null);
  const a = asObject(before);
  const b = asObject(after);
  if (!a && !b) return [{ field: '', before: shown(before ?? undefined), after: shown(after ?? undefined) }];
  const fields = [...new Set([...Object.keys(a ?? {}), ...Object.keys(b ?? {})])];
  return fields.filter((field) => JSON.stringify(a?.[field]) !== JSON.stringify(b?.[field])).map((field) => ({ field, before: shown(a?.[field]), after: shown(b?.[field]) }));
}
