// The keys an export names rows by: the key an import stored (external_key), else one made from the
// row's natural code or its id. The importer and the exporter both use these, so a key read back
// from the database is the one the export wrote.
export const categoryKey = (c: { external_key: string | null; code: string; gender: string }) => c.external_key ?? `${c.code}${c.gender}`;
export const placeKey = (p: { external_key: string | null; id: number }) => p.external_key ?? `hall-${p.id}`;
export const clubKey = (c: { external_key: string | null; id: number }) => c.external_key ?? `club-${c.id}`;
export const playerKey = (p: { external_key: string | null; id: number }) => p.external_key ?? `player-${p.id}`;
export const groupKey = (g: { external_key: string | null; id: number }) => g.external_key ?? `group-${g.id}`;
export const refereeKey = (r: { external_key: string | null; id: number }) => r.external_key ?? `referee-${r.id}`;
export const matchKey = (m: { external_key: string | null; id: number }) => m.external_key ?? String(m.id);

/** Playoff trees as the format writes them (SPEC §3: 1 = A, 2 = B). */
export const playoffLetter = (category: number | null) => (category === 1 ? 'A' : category === 2 ? 'B' : null);
export const playoffNumber = (letter: 'A' | 'B' | null) => (letter === 'A' ? 1 : letter === 'B' ? 2 : null);

/** A `date` column's year, whichever way the driver hands it over. */
export const yearOf = (day: string | Date) => (typeof day === 'string' ? Number(day.slice(0, 4)) : day.getUTCFullYear());
