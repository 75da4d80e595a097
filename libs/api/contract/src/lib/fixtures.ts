/**
 * A realistic request and answer for every call: the contract tests parse each endpoint against its
 * sample and mutate the samples to probe rejections. Test data only: not exported from the index.
 */
import { adminCompetitionSamples } from './admin-competition-fixtures';

export type Sample = { params?: unknown; query?: unknown; body?: unknown; response: unknown };

const at = '2026-04-06T10:55:00.000Z';
const teamRef = { id: 3, name: null, teamNumber: 2, categoryCode: 'A', categoryName: { cs: 'A chlapci', en: 'A boys' }, clubId: 1, clubName: 'HC Praha' };
const rivalRef = { id: 8, name: 'Lions', teamNumber: 1, categoryCode: 'A', categoryName: { cs: 'A chlapci', en: 'A boys' }, clubId: 2, clubName: 'SG Dresden' };
const limits = { teamCategoryId: 1, minPlayers: 7, maxPlayers: 16, minLeaders: 1, maxLeaders: 4, playersCountWarningFrom: 14, maxExceptionPlayers: 2 };
const candidate = { participantId: 9, firstName: 'Jan', lastName: 'Novák', birthYear: 2009, gender: 'M', jerseyNumber: 7, isLeader: false, isCaptain: true, isGoalkeeper: false, onException: false, selected: true };
const teamRoster = { teamId: 3, state: 'unconfirmed', candidates: [candidate], limits };
const rosterEntry = { participantId: 9, firstName: 'Jan', lastName: 'Novák', jerseyNumber: 7, isLeader: false, isCaptain: true, isGoalkeeper: false };
const participant = {
  id: 9,
  clubId: 1,
  firstName: 'Jan',
  lastName: 'Novák',
  birthYear: 2009,
  gender: 'M',
  isLeader: false,
  onException: false,
  jerseyNumber: 7,
  tournamentSpecificAttributes: { captain: false, goalkeeper: false },
  teamIds: [3],
  availableTeamIds: [3, 4],
};
const participantTeams = { id: 9, teamIds: [3], availableTeamIds: [3, 4] };
const teamRequest = {
  id: 5,
  clubId: 1,
  competitionParticipant: { id: 9, firstName: 'Jan', lastName: 'Novák', birthYear: 2008, gender: 'M' },
  team: teamRef,
  teamCategoryId: 1,
  requestReason: 'Hraje za oba týmy od začátku sezóny.',
  resolutionReason: null,
  state: 'pending',
  waiveFee: false,
  createdAt: at,
};
const leader = { id: 2, userId: null, clubId: 1, firstName: 'Eva', lastName: 'Malá', fullName: 'Eva Malá', email: 'eva@demo.test', phone: '+420 777 888 999', teams: [3], leadingTeams: [teamRef] };
const training = {
  id: 4,
  teamId: 3,
  team: teamRef,
  day: -1,
  preferredTime: '09:00',
  startTime: '09:15',
  endTime: '10:45',
  trainingTypeId: 1,
  durationInMinutes: 90,
  placeId: 5,
  seekingRival: true,
  rivalName: null,
  rivalTeamId: null,
  note: null,
  state: 'approved',
  price: 1200,
  refereeRequested: false,
};
const trainingInput = { teamId: 3, day: -1, preferredTime: '09:00', trainingTypeId: 1, durationInMinutes: 90, placeId: 5, seekingRival: true };
const joinRequest = {
  id: 6,
  state: 'pending',
  trainingId: 4,
  owningTeam: teamRef,
  requestingTeam: rivalRef,
  trainingDate: '2026-04-04',
  trainingTime: '09:15',
  createdAt: at,
};
const statsRow = {
  participantId: 9,
  firstName: 'Jan',
  lastName: 'Novák',
  teamId: 3,
  categoryId: 1,
  stats: {
    matchCount: 3,
    goalsCount: 12,
    points1Count: 0,
    points2Count: 0,
    points3Count: 0,
    pointsCount: 0,
    average: 4,
    shootoutGoalsCount: 1,
    sevenMeterGoalsCount: 2,
    penalties2minCount: 1,
    canadianPointsTotal: 15,
    assistsCount: 3,
    penaltyMinutesTotal: 2,
    yellowCardsCount: 1,
    redCardsCount: 0,
  },
  position: '3-4',
};
const place = { id: 5, translations: [{ locale: 'cs', name: 'Hala Dukla', description: '' }], address: 'Praha', lat: 50.1, lng: 14.4, files: [], placeType: { name: 'hall' }, data: null, openingHours: null };
const transfer = { id: 1, clubId: 1, day: '2026-04-04', time: '14:30', transferType: 'arrival_airport', persons: 18, flightNumber: 'OK 123', landingTime: '14:00', note: null, state: 'unconfirmed' };
const transferInput = { day: '2026-04-04', time: '14:30', transferType: 'arrival_airport', persons: '18', flightNumber: 'OK 123', landingTime: '14:00' };
const contact = { firstName: 'Klára', lastName: 'Klubová', email: 'club@demo.test', phone: '+420 777 888 999' };
export const registrationBody = {
  clubName: 'HC Praha',
  street: 'Zátopkova 100/2',
  city: 'Praha',
  zip: '160 17',
  countryId: 1,
  regionId: null,
  taxId: '12345678',
  vatId: 'CZ12345678',
  contact,
  otherContact: null,
  arrivalDate: '2026-04-04',
  departureDate: '2026-04-08',
  note: 'Přijedeme autobusem.',
  termsConsent: true,
  logo: '/uploads/logo-hc-praha.png',
  teams: [{ name: null, teamCategoryId: 1, serviceLevelId: 2, orderBundleId: 3, persons: 16, extraPersons: 2, vipTickets: 1, singleRooms: 1, extraRestaurantMeals: 0 }],
};
const extraPersonGroup = { id: 1, uuid: '00000000-0000-4000-9000-000000000001', orderBundleId: 3, persons: 4, handballPersons: 2, vipPartyPersons: 1, singleRooms: 1 };
const registration = {
  ...registrationBody,
  id: 1,
  clubId: 1,
  registrationState: 'new',
  teams: [{ id: 3, name: null, teamNumber: 1, teamCategoryId: 1, serviceLevelId: 2, orderBundleId: 3, persons: 16, extraPersons: 2, vipTickets: 1, singleRooms: 1, extraRestaurantMeals: 0 }],
  updatedAt: at,
};
export const refereeBody = {
  firstName: 'Petr',
  lastName: 'Čermák',
  email: 'petr@demo.test',
  phone: '+420777888999',
  birthYear: 1990,
  gender: 'male',
  shirtSize: 'L',
  highestCompetition: 'Extraliga',
  colleagueRequest: 'Rád s Tomášem Hruškou',
  wantsAccommodation: true,
  termsConsent: true,
};
const text = (cs: string, en: string) => ({ cs, en });
export const pageData = {
  slug: text('informace', 'information'),
  title: text('Informace', 'Information'),
  hero: { title: text('Informace', 'Information'), subtitle: text('Kategorie a haly', 'Categories and halls'), image: '/uploads/hero.svg', button: { label: text('Výsledky', 'Results'), link: '/vysledky' } },
  blocks: [
    { type: 'text', body: text('<p>Ahoj</p>', '<p>Hello</p>') },
    { type: 'cards', items: [{ title: text('Mapa', 'Map'), text: text('Haly', 'Halls'), link: '/mapa' }] },
    { type: 'faq', items: [{ question: text('Kdy?', 'When?'), answer: text('<p>V dubnu</p>', '<p>In April</p>') }] },
    { type: 'cta', title: text('Registrace', 'Registration'), text: text('Přihlaste se', 'Sign up'), button: { label: text('Registrovat', 'Register'), link: '/registrace' } },
    { type: 'gallery', images: [{ url: '/uploads/a.svg', alt: text('Zahájení', 'Opening') }] },
    { type: 'hero', title: text('Zahájení', 'Opening'), image: null },
    { type: 'partners', size: 'lg' },
  ],
};
const menuData = { title: text('Hlavní menu', 'Main menu'), position: 'header', menuItems: [{ title: text('Výsledky', 'Results'), link: '/vysledky' }] };
const settingsData = {
  logo: '/logo.svg',
  footerBlocks: [{ title: text('Kontakt', 'Contact'), body: text('<p>info@demo.test</p>', '<p>info@demo.test</p>') }],
  socialLinks: ['https://www.facebook.com/demo'],
  appLinks: { ios: 'https://apps.apple.com/app/id0', android: null },
  copyright: text('© 2026', '© 2026'),
  clubRegistrationTerms: text('<p>Podmínky</p>', '<p>Terms</p>'),
  refereeTerms: text('<p>Nad 18 let</p>', '<p>Over 18</p>'),
};
const partnerData = { title: text('Partneři', 'Partners'), size: 'md', order: 2, items: [{ name: 'Kempa', link: 'https://example.com/', logo: '/uploads/partner-kempa.svg' }] };
const customBlockData = { position: 'home-top', title: text('Aplikace', 'App'), text: text('Výsledky v mobilu', 'Results on your phone'), images: [], buttonLabel: null, buttonLink: null };
export const cmsObject = { id: 7, type: 'page', slug: 'informace', data: pageData, draft: null, status: 'published', isArchived: false, version: 3, updatedAt: at, publishedAt: at };
const cmsAnswer = { object: cmsObject };

const clubZoneSamples: Record<string, Sample> = {
  'competition.rosterLimits': { params: { id: '1' }, response: limits },
  'competition.rosterCandidates': { params: { id: 1 }, response: { home: teamRoster, away: null } },
  'competition.teamRosterCandidates': { params: { id: '1', teamId: '3' }, response: teamRoster },
  'competition.referees': { response: { referees: [{ id: 1, firstName: 'Petr', lastName: 'Čermák' }] } },
  'competition.hallReferees': { params: { hallId: '5' }, query: { day: '2026-04-06' }, response: { _data: { refereeIds: [1, 2] } } },
  'competition.statistics': { params: { categoryId: '1' }, query: { sortedBy: 'canadian' }, response: { data: [{ _data: statsRow }] } },
  'competition.playerLimits': { response: { limits: [limits, { ...limits, teamCategoryId: null }] } },
  'competition.updateRoster': {
    params: { id: 1, teamId: 3 },
    body: { _data: { players: [{ participantId: 9, jerseyNumber: 7, isCaptain: true }], confirm: true } },
    response: { teamId: 3, state: 'confirmed', roster: [rosterEntry] },
  },
  'competition.teamRequests': { query: { 'filter[club]': '1', sort: '-id', _envelope: '1' }, response: { data: [{ data: teamRequest }] } },
  'competition.publicTeamRequests': { response: { teamRequests: [{ id: 5, participantName: 'Jan Novák', team: teamRef, state: 'approved' }] } },
  'competition.teamLeaders': { params: { clubId: '1' }, query: { _envelope: '1' }, response: { data: [{ data: leader }] } },
  'competition.teamLeaderAdd': { params: { teamId: 3 }, body: { firstName: 'Eva', lastName: 'Malá', email: 'Eva@Demo.test', phone: '+420 777 888 999' }, response: { teamLeader: leader } },
  'competition.teamLeaderRemove': { params: { teamId: 3, leaderId: 2 }, response: { ok: true } },
  'competition.teamLeaderInvitation': { params: { token: 'abcdefghijklmnopqrstuvwxyz012345' }, response: { invitation: { firstName: 'Eva', lastName: 'Malá', clubName: 'HC Demo', teams: [teamRef], usable: true } } },
  'competition.teamLeaderInvitationAccept': { params: { token: 'abcdefghijklmnopqrstuvwxyz012345' }, body: { account: { firstName: 'Eva', lastName: 'Malá', password: 'dlouhe-heslo-1' } }, response: { teamLeader: leader } },
  'competition.ledTeams': { response: { teams: [teamRef] } },
  'competition.trainings': { query: { clubId: '1' }, response: { trainings: [training] } },
  'competition.trainingCreate': { body: trainingInput, response: { training } },
  'competition.trainingUpdate': { params: { id: 4 }, body: { ...trainingInput, durationInMinutes: 135, note: 'Raději dopoledne' }, response: { training } },
  'competition.trainingRemove': { params: { id: 4 }, response: { ok: true } },
  'competition.trainingCancel': { params: { id: 4 }, response: { training: { ...training, state: 'cancelled' } } },
  'competition.trainingJoin': { params: { trainingId: '4' }, body: { requestingTeam: { id: 8 } }, response: { trainingJoinRequest: joinRequest } },
  'competition.trainingJoinRequest.accept': { params: { id: 6 }, response: { trainingJoinRequest: { ...joinRequest, state: 'approved' } } },
  'competition.trainingJoinRequest.cancel': { params: { id: 6 }, response: { trainingJoinRequest: { ...joinRequest, state: 'cancelled' } } },
  'competition.trainingJoinRequest.reject': { params: { id: 6 }, response: { trainingJoinRequest: { ...joinRequest, state: 'rejected' } } },
  'competition.trainingJoinRequests.created': { params: { clubId: 2 }, response: { trainingJoinRequests: [joinRequest] } },
  'competition.trainingJoinRequests.received': { params: { clubId: 1 }, response: { trainingJoinRequests: [] } },

  'web.enums': {
    response: {
      configurations: [{ key: 'team_name_required', dataType: 'boolean', value: 'false', format: null }],
      tshirtSizes: [{ id: 1, code: 'XS' }],
      countries: [{ id: 1, countryCode: 'CZ', translations: [{ locale: 'cs', name: 'Česko' }, { locale: 'en', name: 'Czechia' }] }],
      regions: [{ id: 1, countryId: 1, code: 'CZ-10', name: text('Praha', 'Prague') }],
      teamCategories: [{ id: 1, code: 'A', name: text('A chlapci', 'A boys'), gender: 'M', birthYearFrom: 2007 }],
      pricelistItems: [{ id: 1, serviceTypeId: 12, code: 'bundle_basic', nameCs: 'Startovné', nameEn: 'Entry fee', priceCzk: 1900, priceEur: 76, availabilityFilter: { countries: ['CZ'] } }],
      serviceLevels: [{ id: 1, code: 'basic', name: text('Základní', 'Basic') }],
      trainingTypes: [{ id: 1, code: 'hall', name: text('Hala', 'Hall'), pricelistItemId: 9 }],
    },
  },
  'web.clubs': { response: { clubs: [{ id: 1, name: 'HC Praha', countryId: 1, city: 'Praha', logo: null, registrationState: 'approved', teams: [{ id: 3, clubId: 1, name: null, teamNumber: 2, teamCategoryId: 1, teamCategory: { code: 'A', name: { cs: 'A chlapci', en: 'A boys' } }, uuid: 'u-1' }] }] } },
  'web.club': { params: { id: 1 }, response: { club: { id: 1, name: 'HC Praha', countryId: 1, city: null, logo: null, registrationState: 'processed', teams: [] } } },
  'web.teamParticipants': { params: { teamId: 3 }, response: { participants: [participant] } },
  'web.participants': { params: { clubId: 1 }, response: { participants: [participant] } },
  'web.participantCreate': { params: { clubId: 1 }, body: { firstName: ' Jan ', lastName: 'Novák', birthYear: '2009', gender: 'M' }, response: participantTeams },
  'web.participantUpdate': {
    params: { clubId: 1, id: 9 },
    body: { firstName: 'Jan', lastName: 'Novák', birthYear: 2008, gender: 'M', isLeader: false, jerseyNumber: 7, tournamentSpecificAttributes: { captain: true } },
    response: { ...participantTeams, teamIds: [] },
  },
  'web.participantRemove': { params: { clubId: 1, id: 9 }, response: { ok: true } },
  'web.participantAddToTeam': { params: { clubId: 1, id: 9, teamId: 3 }, response: participantTeams },
  'web.participantRemoveFromTeam': { params: { clubId: 1, id: 9, teamId: 3 }, response: { ...participantTeams, teamIds: [] } },
  'web.clubLogoUpload': { query: { clubId: 1 }, response: { file: { id: 14, url: '/uploads/9c1d2e3f4a5b6c7d8e9f0a1b.png', name: 'logo.png', mimeType: 'image/png', size: 20480, width: 240, height: 240 } } },
  'web.clubRegistrationCreate': { body: { ...registrationBody, password: 'long-enough' }, response: { registration } },
  'web.clubRegistration': { params: { clubId: 1 }, response: { registration, editable: true } },
  'web.clubRegistrationUpdate': { params: { clubId: 1 }, body: { ...registrationBody, teams: [{ ...registrationBody.teams[0], id: 3 }] }, response: { registration } },
  'web.extraPersonGroups': { params: { clubId: 1 }, response: { groups: [extraPersonGroup] } },
  'web.extraPersonGroupsUpdate': {
    params: { clubId: 1 },
    body: { groups: [{ id: 1, orderBundleId: 3, persons: 4, handballPersons: 2, vipPartyPersons: 1, singleRooms: 1 }, { persons: 2 }] },
    response: { groups: [extraPersonGroup] },
  },
  'web.refereeRegistration': { body: refereeBody, response: { referee: { id: 1, firstName: 'Petr', lastName: 'Čermák', registrationState: 'new' } } },
  'web.referees': { response: { referees: [{ id: 1, firstName: 'Petr', lastName: 'Čermák', registrationState: 'approved' }] } },
  'web.places': { query: { type: 'hall' }, response: { places: [place] } },
  'web.orderBundles': {
    response: { orderBundles: [{ id: 3, pricelistItemId: 2, name: text('Škola', 'School'), description: text('4 noci', '4 nights'), availabilityFilter: '^CZ', includesAccommodation: true }] },
  },
  'web.transfers': { params: { clubId: 1 }, response: { transfers: [transfer] } },
  'web.transferCreate': { params: { clubId: 1 }, body: transferInput, response: { transfer } },
  'web.transferUpdate': { params: { clubId: 1, id: 1 }, body: { ...transferInput, persons: 20 }, response: { transfer: { ...transfer, persons: 20 } } },
  'web.transferRemove': { params: { clubId: 1, id: 1 }, response: { ok: true } },
  'web.orderSummaryPreview': { params: { id: 1 }, response: '<!doctype html><html lang="cs"><body><h1>Souhrn objednávky</h1></body></html>' },
  'web.orderSummary': {
    params: { id: 1 },
    response: {
      summary: {
        club: { id: 1, name: 'HC Praha', registrationState: 'approved' },
        currency: 'CZK',
        generatedAt: at,
        teams: [{ id: 3, label: { cs: 'A chlapci II', en: 'A boys II' } }],
        lines: [{ code: 'bundle_school', section: 'bundles', name: { cs: 'Balíček Škola', en: 'School package' }, team: { cs: 'A chlapci II', en: 'A boys II' }, quantity: 14, unitPrice: 4600, total: 64400, currency: 'CZK', note: null }],
        totals: [{ currency: 'CZK', amount: 64400 }],
        tshirts: { sizes: ['XS', 'S', 'M', 'L', 'XL', 'XXL'], unitPrice: 300, ordered: 0 },
        freeVipTickets: 1,
        payment: {
          recipient: 'Pražský svaz házené, z. s.',
          bankAccount: '2801234578/2010',
          iban: 'CZ0520100000002801234578',
          swift: 'FIOBCZPPXXX',
          variableSymbol: '1',
          dueDate: '2026-03-01',
          note: 'Do zprávy pro příjemce uveďte název klubu.',
          qrPayment: 'SPD*1.0*ACC:CZ0520100000002801234578+FIOBCZPPXXX*AM:64400.00*CC:CZK*X-VS:1',
        },
        paymentStatus: { state: 'overdue', paidAt: null, dueDate: '2026-03-01' },
      },
    },
  },
  'web.exceptionRequestCreate': { body: { competitionParticipant: { id: 9 }, team: { id: '3' }, requestReason: 'Hraje za oba týmy.' }, response: { teamRequest } },
  'web.exceptionRequestCancel': { params: { id: 5 }, response: { teamRequest: { ...teamRequest, state: 'canceled' } } },

  'cms.schema': {
    response: {
      types: [
        { type: 'page', singleton: false, hasSlug: true },
        { type: 'settings', singleton: true, hasSlug: false },
      ],
      blockTypes: ['text', 'hero', 'cards', 'faq', 'cta', 'gallery', 'partners'],
    },
  },
  'cms.objects': { query: { type: 'page', archived: '0' }, response: { objects: [cmsObject, { ...cmsObject, id: 8, type: 'menu', slug: 'header', data: menuData, draft: menuData }] } },
  'cms.object': { params: { id: 7 }, response: cmsAnswer },
  'cms.create': { body: { type: 'custom_block', data: customBlockData }, response: { object: { ...cmsObject, type: 'custom_block', slug: null, data: null, draft: customBlockData, status: 'draft' } } },
  'cms.update': { params: { id: 7 }, body: { type: 'page', slug: 'informace', data: pageData, version: 3 }, response: { object: { ...cmsObject, draft: pageData, version: 4 } } },
  'cms.archive': { params: { id: 7 }, response: { object: { ...cmsObject, isArchived: true } } },
  'cms.unarchive': { params: { id: 7 }, response: cmsAnswer },
  'cms.publish': { params: { id: 7 }, response: cmsAnswer },
  'cms.upload': { response: { file: { id: 12, url: '/uploads/3f9a1c2e.png', name: 'logo.png', mimeType: 'image/png', size: 20480, width: 240, height: 120 } } },
  'cms.editorConfig': {
    response: { imageUploadUrl: '/api/v1/cms/upload', imageMaxSize: 104857600, fileMaxSize: 104857600, paragraphStyles: ['normal', 'big', 'bigLean', 'h1', 'h2', 'h3', 'h4'], allowedTags: ['p', 'a', 'strong'] },
  },
  'cms.siteContent': {
    query: { query: '{ menus { id title position menuItems } settings { logo } }' },
    response: {
      data: {
        menus: [{ id: 8, ...menuData }],
        settings: settingsData,
        pages: [{ id: 7, ...pageData }],
        partners: [{ id: 9, ...partnerData }],
        customBlocks: [{ id: 10, ...customBlockData }],
      },
    },
  },
  'cms.apiRefs': { response: { endpoints: [{ name: 'auth.me', method: 'GET', path: '/api/v1/web/auth/me', access: ['public'], cache: null }] } },
};

const user = { id: 3, username: 'club@demo.test', firstName: 'Klára', lastName: 'Klubová', roles: ['ROLE_CLUB_MANAGER'], administratedClubs: [{ id: 1, name: 'HC Praha' }] };
const match = {
  id: 1,
  competitionGroupId: 2,
  homeTeamId: 3,
  awayTeamId: 4,
  homeTeamCompetitionGroupId: null,
  awayTeamCompetitionGroupId: null,
  homeSourcePosition: null,
  awaySourcePosition: null,
  day: '2026-04-06',
  time: '10:40',
  startsAt: '2026-04-06T10:40:00.000Z',
  placeId: 5,
  state: 'live',
  homeScore: 7,
  awayScore: 5,
  walkOver: null,
  stageId: 1,
  updatedAt: '2026-04-06T10:55:00.000Z',
};
const live = {
  matches: [match],
  groupTeams: [{ id: 1, competitionGroupId: 2, teamId: 3, position: 1, played: 1, won: 1, drawn: 0, lost: 0, scoreFor: 7, scoreAgainst: 5, scoreDiff: 2, points: 2, decidedBy: null, tiedWith: [] }],
  generatedAt: '2026-04-06T10:55:00.000Z',
};
const hall = { id: 5, translations: [{ locale: 'cs', name: 'Hala', description: '' }], address: 'Praha', lat: 50.1, lng: 14.4, files: [], placeType: { name: 'hall' }, data: '{}' };
const detail = {
  match,
  events: [{ id: 1, matchId: 1, minute: 3, second: 12, eventTypeId: 1, teamId: 3, participantId: 9, assistParticipantId: null, clientId: 'offline-0001', stageId: 1, createdAt: match.updatedAt, updatedAt: match.updatedAt }],
  roster: { homeTeamRoster: [{ participantId: 9, firstName: 'Jan', lastName: 'Novák', jerseyNumber: 7, isLeader: false, isCaptain: true, isGoalkeeper: false }], awayTeamRoster: [] },
  referees: [{ id: 1, firstName: 'Petr', lastName: 'Čermák' }],
  protocol: { homeConfirmedAt: null, awayConfirmedAt: null, sealedAt: null, sealedByRefereeId: null },
};
const sealed = { homeConfirmedAt: '2026-04-06T11:40:00.000Z', awayConfirmedAt: '2026-04-06T11:41:00.000Z', sealedAt: '2026-04-06T11:45:00.000Z', sealedByRefereeId: 1 };

/** A realistic request and answer for every call; adding an endpoint without one fails the contract test. */
const adminClubRow = { id: 7, name: 'HC Praha', countryId: 1, countryCode: 'CZ', city: 'Praha', registrationState: 'new', teams: 2, persons: 31, invoiceTotals: { czk: 12400, eur: 0 }, createdAt: at, payment: null };
const adminInvoiceItem = { id: 11, clubId: 7, clubName: 'HC Praha', teamId: 3, code: 'bundle_home', name: { cs: 'Domácí startovné', en: 'Home entry fee' }, quantity: 1, unitPrice: 6200, currency: 'CZK', note: null };
const adminReferee = { id: 4, firstName: 'Petr', lastName: 'Píšťala', birthYear: 1990, email: 'petr@example.test', phone: null, registrationState: 'new', createdAt: at };
const adminTransfer = { id: 3, clubId: 7, clubName: 'HC Praha', day: '2026-04-01', time: '14:30', transferType: 'arrival_airport', persons: 18, flightNumber: 'OK 123', landingTime: '13:55', note: null, state: 'unconfirmed' };
const adminReporter = { id: 12, email: 'reporter@demo.test', firstName: 'Radek', lastName: 'Reportér' };
const adminPlace = { id: 5, placeType: 'hall', name: { cs: 'Hala Děkanka', en: 'Dekanka hall' }, address: 'Praha 4', reporter: adminReporter };
const placeBody = {
  placeType: 'hall',
  name: { cs: 'Hala Děkanka', en: 'Dekanka hall' },
  description: { cs: 'Vchod z ulice.', en: 'Entrance from the street.' },
  address: 'Praha 4',
  lat: '50,0512',
  lng: 14.4411,
  openingHours: null,
  openingDays: [{ day: '2026-04-06', opens: '07:30', closes: '20:30' }],
  photos: [{ url: '/uploads/abc.jpg' }],
  sortOrder: 3,
};
const adminPlaceDetail = { ...adminPlace, description: placeBody.description, lat: 50.0512, lng: 14.4411, openingHours: null, openingDays: placeBody.openingDays, photos: placeBody.photos, sortOrder: 3, matches: 12, trainings: 0 };
const adminConfigEntry = { key: 'show_results', dataType: 'boolean', format: null, value: 'true', default: 'true', group: 'web' };
const adminLimits = { minPlayers: 7, maxPlayers: 14, minLeaders: 1, maxLeaders: 4, playersCountWarningFrom: 13, maxExceptionPlayers: 2 };
const categoryBody = { code: 'A', nameCs: 'A chlapci', nameEn: 'A boys', gender: 'M', birthYearFrom: 2007, birthYearTo: 2008, maxOtherGenderPlayers: 0, maxOlderPlayers: 2, smallCourt: false, sortOrder: 1, limits: adminLimits };
const adminCategory = { id: 1, ...categoryBody, teams: 12 };
const pricelistBody = { serviceTypeId: 12, nameCs: 'Balíček Hotel', nameEn: 'Hotel package', priceCzk: 8900, priceEur: 356, availabilityFilter: { countries: ['DE', 'AT'] }, sortOrder: 4 };
const adminPricelistItem = { id: 2, code: 'bundle_hotel', ...pricelistBody, uses: 3, system: false };
const orderBundleBody = { pricelistItemId: 2, nameCs: 'Hotel', nameEn: 'Hotel', descriptionCs: '4 noci', descriptionEn: '4 nights', availabilityFilter: '^(?!CZ)', includesAccommodation: true, sortOrder: 4 };
const adminOrderBundle = { id: 3, ...orderBundleBody, uses: 5 };
const adminTraining = { ...training, date: '2027-03-24', currency: 'CZK', refereeId: 4, resolutionReason: 'Hala B', refereeName: 'Petr Píšťalka' };
const clubEdit = {
  id: 1,
  clubName: 'HC Praha',
  street: 'Nádražní 1',
  city: 'Praha',
  zip: '110 00',
  countryId: 1,
  taxId: null,
  vatId: null,
  contact,
  note: null,
  teams: [{ id: 3, name: null, teamNumber: 2, teamCategoryId: 1, rosterSize: 12, inDraw: true }],
  countries: [{ id: 1, code: 'CZ', name: { cs: 'Česko', en: 'Czechia' } }],
  categories: [{ id: 1, code: 'A', name: { cs: 'A chlapci', en: 'A boys' } }],
};
const clubEditBody = { clubName: 'HC Praha', street: 'Nádražní 1', city: 'Praha', zip: '110 00', countryId: 1, taxId: null, vatId: null, contact, note: null, teams: [{ id: 3, name: 'Lvíčata', teamCategoryId: '1' }] };
const adminSamples: Record<string, Sample> = {
  'admin.waitingWork': { response: { items: [{ kind: 'registrations', count: 3 }, { kind: 'overdueOrders', count: 0 }] } },
  'admin.clubs': { response: { clubs: [adminClubRow] } },
  'admin.club': {
    params: { id: '7' },
    response: {
      club: {
        ...adminClubRow,
        address: { street: 'Sportovní 12', city: 'Praha', zip: '160 00' },
        contact: { firstName: 'Jana', lastName: 'Nováková', email: 'jana@example.test', phone: '+420777888999' },
        note: null,
        teamList: [{ id: 3, name: null, teamNumber: 1, categoryCode: 'A', categoryName: { cs: 'A chlapci', en: 'A boys' }, persons: 16, rosterSize: 14 }],
        invoiceItems: [adminInvoiceItem],
      },
    },
  },
  'admin.clubPayment': {
    params: { id: '7' },
    body: { paid: true },
    response: { club: { ...adminClubRow, registrationState: 'approved', payment: { state: 'paid', paidAt: at, dueDate: '2026-03-01', paidBy: 'admin@demo.test' } } },
  },
  'admin.clubsState': { body: { ids: [7, 8], state: 'approved' }, response: { clubs: [{ id: 7, registrationState: 'approved' }, { id: 8, registrationState: 'approved' }] } },
  'admin.invoiceItems': { response: { items: [adminInvoiceItem] } },
  'admin.teamRequests': { query: { state: 'pending' }, response: { teamRequests: [{ ...teamRequest, clubName: 'HC Praha' }] } },
  'admin.teamRequestDecision': { params: { id: '5' }, body: { state: 'rejected', reason: 'Kategorie je plná.', waiveFee: false }, response: { teamRequest: { ...teamRequest, clubName: 'HC Praha' } } },
  'admin.referees': { response: { referees: [adminReferee] } },
  'admin.refereeDecision': { params: { id: '4' }, body: { state: 'approved' }, response: { referee: { ...adminReferee, registrationState: 'approved' } } },
  'admin.transfers': { query: { state: 'unconfirmed' }, response: { transfers: [adminTransfer] } },
  'admin.transferConfirm': { params: { id: '3' }, response: { transfer: { ...adminTransfer, state: 'confirmed' } } },
  'admin.places': { response: { places: [adminPlace, { ...adminPlace, id: 9, placeType: 'accommodation', reporter: null }], days: ['2026-04-06', '2026-04-07'] } },
  'admin.place': { params: { id: '5' }, response: { place: adminPlaceDetail } },
  'admin.createPlace': { body: placeBody, response: { place: adminPlaceDetail } },
  'admin.updatePlace': { params: { id: '5' }, body: placeBody, response: { place: adminPlaceDetail } },
  'admin.deletePlace': { params: { id: '5' }, response: { deleted: 5 } },
  'admin.placePhotoUpload': { response: { file: { id: 3, url: '/uploads/abc.jpg', name: 'hala.jpg', mimeType: 'image/jpeg', size: 1024, width: 800, height: 600 } } },
  'admin.refereeDays': {
    response: {
      days: ['2026-04-06'],
      halls: [{ id: 5, name: adminPlace.name }],
      referees: [{ id: 4, firstName: 'Petr', lastName: 'Novák' }],
      assignments: [{ hallId: 5, day: '2026-04-06', refereeIds: [4] }],
    },
  },
  'admin.setRefereeDay': { params: { hallId: '5', day: '2026-04-06' }, body: { refereeIds: [4] }, response: { assignment: { hallId: 5, day: '2026-04-06', refereeIds: [4] } } },
  'admin.reporters': { response: { reporters: [adminReporter] } },
  'admin.lots.overview': {
    response: {
      categories: [{ id: 1, name: { cs: 'A chlapci', en: 'A boys' }, procedure: null, defaultProcedure: 'ihf' }],
      groups: [{ groupId: 2, groupName: 'AM – A', categoryId: 1, ties: [[3, 4]], drawn: null }],
      teams: [
        { id: 3, name: 'HC Praha A II' },
        { id: 4, name: 'Sokol Žďár A I' },
      ],
    },
  },
  'admin.lots.record': { params: { groupId: '2' }, body: { teamIds: [4, 3] }, response: { groupId: 2, groupName: 'AM – A', categoryId: 1, ties: [], drawn: { teamIds: [4, 3], drawnBy: 'matchmaker@demo.test', drawnAt: at } } },
  'admin.lots.clear': { params: { groupId: '2' }, response: { groupId: 2, groupName: 'AM – A', categoryId: 1, ties: [[3, 4]], drawn: null } },
  'admin.lots.categoryProcedure': { params: { categoryId: '1' }, body: { procedure: 'uefa' }, response: { id: 1, name: { cs: 'A chlapci', en: 'A boys' }, procedure: 'uefa', defaultProcedure: 'ihf' } },
  'admin.clubEdit': { params: { id: '1' }, response: { club: clubEdit } },
  'admin.clubUpdate': { params: { id: '1' }, body: clubEditBody, response: { club: clubEdit } },
  'admin.trainings': { query: { state: 'pending' }, response: { trainings: [adminTraining], halls: [{ id: 5, name: { cs: 'Hala Dukla', en: 'Dukla hall' } }], trainingTypes: [{ id: 1, name: { cs: 'Hala', en: 'Hall' } }], referees: [{ id: 4, firstName: 'Petr', lastName: 'Píšťalka' }] } },
  'admin.trainingDecision': { params: { id: '4' }, body: { state: 'approved', startTime: '09:15', endTime: '10:45', placeId: 5, price: '1200', refereeId: 4, reason: 'Hala B' }, response: { training: adminTraining } },
  'admin.placeReporter': { params: { id: '5' }, body: { reporterUserId: 12 }, response: { place: adminPlace } },
  'admin.categories': { response: { categories: [adminCategory], defaultLimits: adminLimits } },
  'admin.categoryCreate': { body: categoryBody, response: { category: adminCategory } },
  'admin.categoryUpdate': { params: { id: '1' }, body: categoryBody, response: { category: adminCategory } },
  'admin.categoryDelete': { params: { id: '1' }, response: { ok: true } },
  'admin.defaultPlayerLimits': { body: adminLimits, response: { defaultLimits: adminLimits } },
  'admin.pricelist': { response: { items: [adminPricelistItem], bundles: [adminOrderBundle] } },
  'admin.pricelistItemCreate': { body: { code: 'bundle_hotel', ...pricelistBody }, response: { item: adminPricelistItem } },
  'admin.pricelistItemUpdate': { params: { id: '2' }, body: pricelistBody, response: { item: adminPricelistItem } },
  'admin.pricelistItemDelete': { params: { id: '2' }, response: { ok: true } },
  'admin.orderBundleCreate': { body: orderBundleBody, response: { bundle: adminOrderBundle } },
  'admin.orderBundleUpdate': { params: { id: '3' }, body: orderBundleBody, response: { bundle: adminOrderBundle } },
  'admin.orderBundleDelete': { params: { id: '3' }, response: { ok: true } },
  'admin.audit': {
    query: { entity: 'club', userId: '2' },
    response: {
      entries: [
        { id: 1, at, userId: 2, userEmail: 'admin@demo.test', entity: 'club', entityId: 7, action: 'registrationState', before: { registrationState: 'new' }, after: { registrationState: 'approved' } },
        { id: 2, at, userId: 3, userEmail: 'matchmaker@demo.test', entity: 'competition', entityId: 1, action: 'pots', before: { '4': null }, after: { '4': 1 }, teamNames: { '4': 'HC Dukla Praha (A I)' } },
      ],
      users: [{ id: 2, email: 'admin@demo.test' }],
    },
  },
};

/** The people and import/export calls (in the catalogue since issue 26). */
const adminUser = { id: 5, email: 'club@demo.test', firstName: 'Klára', lastName: 'Klubová', roles: ['ROLE_CLUB_MANAGER'], clubs: [{ id: 1, name: 'HC Praha' }], disabled: false, invited: false, lastLoginAt: '2026-04-02T08:41:00.000Z', createdAt: '2026-03-01T10:00:00.000Z' };
const clubAdministrator = { id: 5, email: 'club@demo.test', firstName: 'Klára', lastName: 'Klubová', disabled: false, invited: false };
const emptyExport = {
  format: 'phc-tournament', version: 1, exportedAt: '2026-04-02T08:41:00.000Z', sport: 'handball',
  countries: [], matchStages: [], eventTypes: [], categories: [], places: [], roundLevels: [], clubs: [], teams: [], players: [], teamPlayers: [],
  groups: [], groupTeams: [], groupLots: [], referees: [], matches: [], matchReferees: [], matchRosters: [], matchEvents: [],
};
const peopleAndImportSamples: Record<string, Sample> = {
  'admin.users': { response: { users: [adminUser] } },
  'admin.userInvite': { body: { email: 'new@demo.test', firstName: 'Nová', lastName: 'Uživatelka', roles: ['ROLE_COMPETITION_REPORTER'], locale: 'cs' }, response: { user: { ...adminUser, invited: true, lastLoginAt: null } } },
  'admin.userRoles': { params: { id: 5 }, body: { roles: ['ROLE_CLUB_MANAGER'] }, response: { user: adminUser } },
  'admin.userDisabled': { params: { id: 5 }, body: { disabled: true }, response: { user: { ...adminUser, disabled: true } } },
  'admin.userInvitationResend': { params: { id: 5 }, body: { locale: 'en' }, response: { user: { ...adminUser, invited: true } } },
  'admin.clubAdministrators': { params: { id: 1 }, response: { administrators: [clubAdministrator] } },
  'admin.clubAdministratorAdd': { params: { id: 1 }, body: { email: 'club@demo.test', locale: 'cs' }, response: { administrators: [clubAdministrator], invited: false } },
  'admin.clubAdministratorRemove': { params: { id: 1, userId: 5 }, response: { administrators: [] } },
  'admin.export': { query: { format: 'json' }, response: emptyExport },
  'admin.import': { query: { mode: 'empty' }, response: { counts: { clubs: 3, teams: 9 } } },
};

export const samples: Record<string, Sample> = {
  ...peopleAndImportSamples,
  'auth.me': { response: { user } },
  'auth.login': { body: { login: 'Club@Demo.test ', password: 'demo1234' }, response: { user } },
  'auth.logout': { response: { ok: true } },
  'auth.profile': { body: { firstName: 'Klára', lastName: 'Nová', email: 'club@demo.test', currentPassword: 'demo1234', newPassword: 'new-password' }, response: { user } },
  'auth.followedTeams': { response: { userId: 7, teamIds: [3, 1] } },
  'auth.setFollowedTeams': { body: { teamIds: [3, 1] }, response: { userId: 7, teamIds: [3, 1] } },
  'auth.passwordResetRequest': { body: { login: 'club@demo.test', locale: 'en', passwordUrl: 'https://phc.cz/en/nastaveni-hesla/{token}' }, response: { ok: true } },
  'auth.emailConfirm': { params: { token: 'abcdefghijklmnopqrstuvwxyz012345' }, response: { ok: true } },
  'auth.passwordReset': { params: { token: 'abcdefghijklmnopqrstuvwxyz012345' }, body: { password: 'new-password' }, response: { ok: true } },
  'competition.live': { response: live },
  'competition.adminLive': { response: live },
  'competition.static': {
    response: {
      roundLevels: [{ id: 1, systemName: 'group', isBracket: false, name: { cs: 'Skupiny', en: 'Groups' }, order: 1 }],
      groups: [{ id: 2, competitionRoundLevelId: 1, teamCategoryId: 1, playoffCategory: null, name: 'AM-A', teamIds: [3, 4] }],
      teamCategories: [{ id: 1, code: 'A', name: { cs: 'A chlapci', en: 'A boys' }, gender: 'M', birthYearFrom: 2007 }],
      countries: [{ id: 1, countryCode: 'CZ', translations: [{ locale: 'cs', name: 'Česko' }] }],
      configurations: [{ key: 'tournament_start_date', dataType: 'datetime', value: '2026-04-05T00:00:00Z', format: 'date' }],
      teams: [{ id: 3, clubId: 1, name: null, teamNumber: 2, teamCategoryId: 1, teamCategory: { code: 'A' }, club: { id: 1, name: 'HC Praha', countryId: 1 }, uuid: 'u-1' }],
      halls: [hall],
      places: [],
      matchStages: [{ id: 1, code: '1st_half', name: { cs: '1. poločas', en: '1st half' }, order: 1 }],
      eventTypes: [{ id: 1, code: 'goal', name: { cs: 'Gól', en: 'Goal' }, scoreDelta: 1, penaltyMinutes: 0 }],
    },
  },
  'competition.matchDetail': { params: { id: '1' }, query: { _ts: '1775469300000' }, response: detail },
  'competition.adminMatchDetail': { params: { id: 1 }, query: {}, response: detail },
  'competition.changeStage': { params: { id: 1 }, body: { stage_id: 2 }, response: { match } },
  'competition.walkover': { params: { id: 1 }, body: { _data: { walkOverType: 'home' } }, response: { match: { ...match, walkOver: 'home', homeScore: 5, awayScore: 0 } } },
  'competition.updateReferees': { params: { id: 1 }, body: { _data: { referees: [1, 2] } }, response: { referees: detail.referees } },
  'competition.createEvents': { params: { match_id: '1' }, body: { _data: { events: [{ minute: 3, second: 12, eventTypeId: 1, teamId: 3, participantId: 9, clientId: 'offline-0001' }] } }, response: { events: detail.events, match } },
  'competition.createEvent': { params: { match_id: 1 }, body: { _data: { minute: 3, second: 12, eventTypeId: 1, teamId: 3, stageId: 1 } }, response: { event: detail.events[0], match } },
  'competition.updateEvent': { params: { match_id: 1, id: 1 }, body: { _data: { minute: 4, second: 0, eventTypeId: 1, teamId: 3, participantId: null } }, response: { event: detail.events[0], match } },
  'competition.removeEvent': { params: { match_id: 1, id: 1 }, response: { match } },
  'competition.myMatches': { response: { matches: [{ matchId: 1, teamIds: null }, { matchId: 2, teamIds: [3] }] } },
  'competition.confirmResult': { params: { id: '1' }, body: { _data: { side: 'home', pin: '04270427' } }, response: { protocol: { ...detail.protocol, homeConfirmedAt: sealed.homeConfirmedAt } } },
  'competition.sealProtocol': { params: { id: 1 }, body: { _data: { refereeId: 1, pin: '50000001' } }, response: { protocol: sealed } },
  'competition.reopenProtocol': { params: { id: 1 }, response: { protocol: detail.protocol } },
  'competition.clubProtocolPins': { params: { id: 1 }, response: { pins: [{ teamId: 3, pin: '10023757' }] } },
  'calendar.feed': { params: { scope: 'team', id: '3' }, query: { lang: 'en' }, response: 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n' },
  'system.health': { response: { ok: true, db: 'postgres', tournament: 'phc' } },
  'system.keepAlive': { response: undefined },
  'admin.config': { response: { entries: [adminConfigEntry, { ...adminConfigEntry, key: 'roster_edit_till', dataType: 'datetime', format: 'datetime', value: '2026-04-08T20:00:00Z', default: null, group: 'deadlines' }] } },
  'admin.configUpdate': { params: { key: 'show_results' }, body: { value: 'false' }, response: { entry: { ...adminConfigEntry, value: 'false' } } },
  ...adminSamples,
  ...adminCompetitionSamples,
  ...clubZoneSamples,
};
