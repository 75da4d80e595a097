export const demoPassword = 'demo1234';

/** Demo logins (password `demoPassword`); `club@demo.test` administers two clubs, one approved and one not. */
export const demoAccounts = [
  { email: 'superadmin@demo.test', firstName: 'Sára', lastName: 'Správcová', roles: ['ROLE_SUPER_ADMIN'] },
  { email: 'admin@demo.test', firstName: 'Adam', lastName: 'Administrátor', roles: ['ROLE_ADMIN'] },
  { email: 'club@demo.test', firstName: 'Klára', lastName: 'Klubová', roles: [] },
  { email: 'reporter@demo.test', firstName: 'Radek', lastName: 'Reportér', roles: ['ROLE_COMPETITION_REPORTER'] },
  { email: 'superreporter@demo.test', firstName: 'Simona', lastName: 'Superreportérová', roles: ['ROLE_COMPETITION_SUPER_REPORTER'] },
  { email: 'referees@demo.test', firstName: 'Robert', lastName: 'Rozhodčí', roles: ['ROLE_REFEREE_MANAGER'] },
  { email: 'clubs@demo.test', firstName: 'Kamil', lastName: 'Klubař', roles: ['ROLE_CLUB_MANAGER'] },
  // Leads some teams of club@demo.test's approved club (seedProtocolDemo).
  { email: 'leader@demo.test', firstName: 'Lukáš', lastName: 'Vedoucí', roles: [] },
  // A reporter of no hall until an organiser names them in the administration (issue 16), and who manages the halls.
  { email: 'reporter2@demo.test', firstName: 'Hana', lastName: 'Halová', roles: ['ROLE_COMPETITION_REPORTER'] },
  { email: 'places@demo.test', firstName: 'Petr', lastName: 'Provozní', roles: ['ROLE_PLACE_MANAGER'] },
  // Builds the competition (groups, schedule, playoffs) in the administration (issue 17).
  { email: 'matchmaker@demo.test', firstName: 'Marta', lastName: 'Losovací', roles: ['ROLE_MATCHMAKER'] },
] as const;
