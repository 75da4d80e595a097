export interface FieldChange {
  field: string;
  /** The stored value; undefined where the entity had no such field (created, deleted, or a new field). */
  before: unknown;
  after: unknown;
}

const asObject = (value: unknown) => (value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null);

/** The fields an audit entry changed, each with its value before and after (a created or deleted entity shows all). */
export function changedFields(before: unknown, after: unknown): FieldChange[] {
  const a = asObject(before);
  const b = asObject(after);
  if (!a && !b) return [{ field: '', before: before ?? undefined, after: after ?? undefined }];
  const fields = [...new Set([...Object.keys(a ?? {}), ...Object.keys(b ?? {})])];
  return fields.filter((field) => JSON.stringify(a?.[field]) !== JSON.stringify(b?.[field])).map((field) => ({ field, before: a?.[field], after: b?.[field] }));
}
