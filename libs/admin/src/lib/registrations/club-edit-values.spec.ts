import type { AdminClubEdit } from '@phc/api-contract';
import { clubEditBody, clubEditValues, movedTeams } from './club-edit-values';

const club: AdminClubEdit = {
  id: 4,
  clubName: 'HC Praha',
  street: 'Nádražní 1',
  city: 'Praha',
  zip: '110 00',
  countryId: 1,
  taxId: '123',
  vatId: null,
  contact: { firstName: 'Jana', lastName: 'Nová', email: 'jana@example.test', phone: '+420 777 888 999' },
  note: null,
  teams: [
    { id: 11, name: null, teamNumber: 1, teamCategoryId: 1, rosterSize: 0, inDraw: false },
    { id: 12, name: 'Lvi', teamNumber: 2, teamCategoryId: 1, rosterSize: 0, inDraw: false },
  ],
  countries: [],
  categories: [],
};

describe('club edit values', () => {
  it('go to the inputs as text and back as the same body when nothing changed', () => {
    const values = clubEditValues(club);
    expect(values.teams).toEqual([
      { id: 11, name: '', teamCategoryId: '1' },
      { id: 12, name: 'Lvi', teamCategoryId: '1' },
    ]);
    expect(clubEditBody(values)).toEqual({
      clubName: 'HC Praha',
      street: 'Nádražní 1',
      city: 'Praha',
      zip: '110 00',
      countryId: 1,
      taxId: '123',
      vatId: null,
      contact: club.contact,
      note: null,
      teams: [
        { id: 11, name: null, teamCategoryId: 1 },
        { id: 12, name: 'Lvi', teamCategoryId: 1 },
      ],
    });
  });

  it('name the teams whose category the form changes', () => {
    const values = clubEditValues(club);
    expect(movedTeams(club, values)).toEqual([]);
    values.teams[1].teamCategoryId = '2';
    expect(movedTeams(club, values)).toEqual([1]);
  });
});
