import { changedFields } from './audit-diff';

describe("an audit entry's changes", () => {
  it('lists only the fields whose value changed, with the stored values', () => {
    expect(changedFields({ registrationState: 'new', name: 'A' }, { registrationState: 'approved', name: 'A' })).toEqual([{ field: 'registrationState', before: 'new', after: 'approved' }]);
  });

  it('shows every field of a created or deleted entity, the missing side undefined', () => {
    expect(changedFields(null, { name: 'A' })).toEqual([{ field: 'name', before: undefined, after: 'A' }]);
    expect(changedFields({ name: 'A' }, null)).toEqual([{ field: 'name', before: 'A', after: undefined }]);
  });
});
