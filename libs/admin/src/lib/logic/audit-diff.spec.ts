import { changedFields } from './audit-diff';

describe("an audit entry's changes", () => {
  it('lists only the fields whose value changed', () => {
    expect(changedFields({ registrationState: 'new', name: 'A' }, { registrationState: 'approved', name: 'A' })).toEqual([{ field: 'registrationState', before: '"new"', after: '"approved"' }]);
  });

  it('shows every field of a created or deleted entity', () => {
    expect(changedFields(null, { name: 'A' })).toEqual([{ field: 'name', before: '–', after: '"A"' }]);
    expect(changedFields({ name: 'A' }, null)).toEqual([{ field: 'name', before: '"A"', after: '–' }]);
  });
});
