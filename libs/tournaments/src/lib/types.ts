/**
 * The tournament registry's vocabulary. Plain data only: the server reads it too, so no React here.
 */

export const tournamentIds = [
  'phc',
  'czechopen',
  'pragueclash',
  'praguedeafgames',
  'praguegames',
  'basketballpraguegames',
  'praguemasters',
  'praguewheelopen',
  'praguevolleyballgames',
  'praguefootballopen',
  'praguefootballmasters',
] as const;

export type TournamentId = (typeof tournamentIds)[number];

export type Sport = 'handball' | 'floorball' | 'basketball' | 'volleyball' | 'football';

export type Locale = 'cs' | 'en';

export type Localized = Record<Locale, string>;

/** A tournament's look as plain tokens; libs/ui turns them into the styled-components theme. */
export interface ThemeTokens {
  colors: {
    /** Brand colour: header, primary buttons, links. */
    primary: string;
    /** Text and icons drawn on `primary`. */
    onPrimary: string;
    /** Second brand colour: accents, active navigation, highlights. */
    secondary: string;
    onSecondary: string;
    /** Page background and card surface. */
    background: string;
    surface: string;
    /** Body text. */
    text: string;
  };
  fonts: {
    body: string;
    heading: string;
  };
  /** Served from the app's public/ folder. */
  logo: { src: string; width: number; height: number };
}

/** Switches per tournament; configuration keys (SPEC §9) can still close a feature at run time. */
export interface FeatureFlags {
  results: boolean;
  clubRegistration: boolean;
  refereeRegistration: boolean;
  trainings: boolean;
  transfers: boolean;
  teamRequests: boolean;
  map: boolean;
  accommodation: boolean;
}

export interface Tournament {
  id: TournamentId;
  name: Localized;
  /** Short name for tight spaces (tabs, the browser title). */
  shortName: string;
  sport: Sport;
  adult: boolean;
  theme: ThemeTokens;
  features: FeatureFlags;
  /** Mapbox access token for the map screen; none means MapLibre with a local style. */
  mapboxToken?: string;
}
