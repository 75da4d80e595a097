import type { FeatureFlags, Sport, ThemeTokens, Tournament, TournamentId } from './types';
import { tournamentIds } from './types';
import { readableOn } from './contrast';

const allFeatures: FeatureFlags = {
  results: true,
  clubRegistration: true,
  refereeRegistration: true,
  trainings: true,
  transfers: true,
  teamRequests: true,
  map: true,
  accommodation: true,
};

const fonts = { body: "'Source Sans 3', 'Segoe UI', Roboto, Arial, sans-serif", heading: "'Barlow', 'Segoe UI', Roboto, Arial, sans-serif" };
const logo = { src: '/logo.svg', width: 64, height: 64 };

function theme(primary: string, secondary: string): ThemeTokens {
  return {
    colors: {
      primary,
      onPrimary: readableOn(primary),
      secondary,
      onSecondary: readableOn(secondary),
      background: '#f5f6f8',
      surface: '#ffffff',
      text: '#1b1f24',
    },
    fonts,
    logo,
  };
}

function entry(
  id: TournamentId,
  sport: Sport,
  names: { cs: string; en: string; short: string },
  tokens: ThemeTokens,
  options: { adult?: boolean; features?: Partial<FeatureFlags> } = {},
): Tournament {
  return {
    id,
    name: { cs: names.cs, en: names.en },
    shortName: names.short,
    sport,
    adult: options.adult ?? false,
    theme: tokens,
    features: { ...allFeatures, ...options.features },
  };
}

const registry: Record<TournamentId, Tournament> = {
  phc: entry('phc', 'handball', { cs: 'Prague Handball Cup', en: 'Prague Handball Cup', short: 'PHC' }, theme('#0b4f9c', '#e30613')),
  czechopen: entry('czechopen', 'floorball', { cs: 'Czech Open', en: 'Czech Open', short: 'Czech Open' }, theme('#1d3a8a', '#f2a900'), { adult: true }),
  pragueclash: entry('pragueclash', 'floorball', { cs: 'Prague Clash', en: 'Prague Clash', short: 'Clash' }, theme('#2b2b2b', '#ff5a1f'), { adult: true }),
  praguedeafgames: entry('praguedeafgames', 'floorball', { cs: 'Prague Deaf Games', en: 'Prague Deaf Games', short: 'Deaf Games' }, theme('#5b2a86', '#20a39e')),
  praguegames: entry('praguegames', 'floorball', { cs: 'Prague Games', en: 'Prague Games', short: 'Prague Games' }, theme('#00695c', '#ffb300')),
  basketballpraguegames: entry(
    'basketballpraguegames',
    'basketball',
    { cs: 'Basketball Prague Games', en: 'Basketball Prague Games', short: 'Basketball PG' },
    theme('#b23c00', '#1a237e'),
  ),
  praguemasters: entry('praguemasters', 'floorball', { cs: 'Prague Masters', en: 'Prague Masters', short: 'Masters' }, theme('#37474f', '#c9a227'), { adult: true }),
  praguewheelopen: entry('praguewheelopen', 'floorball', { cs: 'Prague Wheel Open', en: 'Prague Wheel Open', short: 'Wheel Open' }, theme('#0d47a1', '#43a047')),
  praguevolleyballgames: entry(
    'praguevolleyballgames',
    'volleyball',
    { cs: 'Prague Volleyball Games', en: 'Prague Volleyball Games', short: 'Volleyball PG' },
    theme('#ad1457', '#ffca28'),
  ),
  praguefootballopen: entry('praguefootballopen', 'football', { cs: 'Prague Football Open', en: 'Prague Football Open', short: 'Football Open' }, theme('#1b5e20', '#fdd835')),
  praguefootballmasters: entry(
    'praguefootballmasters',
    'football',
    { cs: 'Prague Football Masters', en: 'Prague Football Masters', short: 'Football Masters' },
    theme('#263238', '#4caf50'),
    { adult: true },
  ),
};

/** Used when the page root names no known tournament: SPEC §1 makes floorball the sport "when none applies". */
export const fallbackTournamentId: TournamentId = 'praguegames';

export function isTournamentId(value: unknown): value is TournamentId {
  return typeof value === 'string' && (tournamentIds as readonly string[]).includes(value);
}

export function getTournament(id: TournamentId): Tournament {
  return registry[id];
}

export function listTournaments(): Tournament[] {
  return tournamentIds.map((id) => registry[id]);
}

export function sportOf(id: TournamentId): Sport {
  return registry[id].sport;
}

/** Reads the value of the page root's `data-tournament` attribute (SPEC §1). */
export function resolveTournament(attribute: string | null | undefined): Tournament {
  const id = attribute?.trim().toLowerCase();
  return registry[isTournamentId(id) ? id : fallbackTournamentId];
}
