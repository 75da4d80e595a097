import { bookableTrainingDays, trainingDate, trainingStarted, trainingWindow, type ConfigValue, type Training } from '@phc/api-contract';
import { isBeforeDeadline } from '@phc/auth';

/** The date of a training day: `tournament_start_date` plus the offset (SPEC §3), `yyyy-mm-dd`; null without a start date. */
export const dateOfDay = (configurations: readonly ConfigValue[], offset: number): string | null => trainingDate(configurations, offset);

/** The days the calendar shows: those a training may be booked on (the tournament's window), plus any day a training already has. */
export function calendarDays(trainings: readonly Pick<Training, 'day'>[]): number[] {
  const days = new Set<number>();
  for (let day = trainingWindow.first; day <= trainingWindow.last; day += 1) days.add(day);
  for (const training of trainings) days.add(training.day);
  return [...days].sort((a, b) => a - b);
}

/**
 * The days the training form offers: from today (Prague's) to the tournament's last day, and the day of
 * the training being changed, so the select shows it and the form says when that day has gone.
 */
export function formDays(configurations: readonly ConfigValue[], now: Date, editing: Pick<Training, 'day'> | null): number[] {
  const days = new Set(bookableTrainingDays(configurations, now));
  if (editing) days.add(editing.day);
  return [...days].sort((a, b) => a - b);
}

export const minutesOf = (time: string) => {
  const [h, m] = time.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};
const timeOf = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The slot a training holds: the final time once the organiser set it, else the preferred time for its length. */
export function slotOf(training: Pick<Training, 'preferredTime' | 'startTime' | 'endTime' | 'durationInMinutes'>): { from: string; to: string; final: boolean } {
  const from = (training.startTime ?? training.preferredTime).slice(0, 5);
  const to = training.endTime ? training.endTime.slice(0, 5) : timeOf(minutesOf(from) + training.durationInMinutes);
  return { from, to, final: training.startTime !== null };
}

export interface CalendarHall {
  hallId: number | null;
  trainings: Training[];
}
export interface CalendarDay {
  day: number;
  date: string | null;
  halls: CalendarHall[];
}

/** The calendar by day, then by hall (halls in the given order, "no hall yet" last), each hall's trainings by time. */
export function groupCalendar(configurations: readonly ConfigValue[], trainings: readonly Training[], hallIds: readonly number[]): CalendarDay[] {
  return calendarDays(trainings).map((day) => {
    const ofDay = trainings.filter((t) => t.day === day).sort((a, b) => minutesOf(slotOf(a).from) - minutesOf(slotOf(b).from) || a.id - b.id);
    const ids = [...hallIds, ...new Set(ofDay.map((t) => t.placeId).filter((id): id is number => id !== null && !hallIds.includes(id)))];
    const halls: CalendarHall[] = ids.map((hallId) => ({ hallId, trainings: ofDay.filter((t) => t.placeId === hallId) })).filter((h) => h.trainings.length > 0);
    const unassigned = ofDay.filter((t) => t.placeId === null);
    if (unassigned.length) halls.push({ hallId: null, trainings: unassigned });
    return { day, date: dateOfDay(configurations, day), halls };
  });
}

/** SPEC §9 "trainings editable till": after it, nothing of a club's trainings changes. */
export const trainingsOpen = (configurations: readonly ConfigValue[], now: Date) => isBeforeDeadline(configurations, 'trainings_editable_till', now);

/** What the club may do with its own training (the server's rules: pending ones change, approved ones are only cancelled). */
export function trainingActions(training: Pick<Training, 'state'>, open: boolean): { edit: boolean; remove: boolean; cancel: boolean } {
  if (!open) return { edit: false, remove: false, cancel: false };
  return { edit: training.state === 'pending', remove: training.state === 'pending', cancel: training.state === 'pending' || training.state === 'approved' };
}

/**
 * Another club's training that still looks for a rival and has not begun: a club may ask to play a
 * friendly match in it (the server refuses a training that began, issue 24).
 */
export function isJoinable(
  training: Pick<Training, 'seekingRival' | 'rivalTeamId' | 'state' | 'team' | 'day' | 'preferredTime' | 'startTime'>,
  ownClubIds: readonly number[],
  when: { configurations: readonly ConfigValue[]; now: Date },
): boolean {
  if (trainingStarted(when.configurations, training.day, training.startTime ?? training.preferredTime, when.now)) return false;
  return training.seekingRival && training.rivalTeamId === null && (training.state === 'pending' || training.state === 'approved') && !ownClubIds.includes(training.team.clubId);
}

/** The hourly price per team of a training type, in the club's currency (SPEC §9: Czech clubs pay CZK). */
export function hourlyPrice(
  trainingTypeId: number,
  enums: { trainingTypes: readonly { id: number; pricelistItemId: number | null }[]; pricelistItems: readonly { id: number; priceCzk: number; priceEur: number }[] },
  currency: 'CZK' | 'EUR',
): number | null {
  const type = enums.trainingTypes.find((t) => t.id === trainingTypeId);
  const item = type?.pricelistItemId == null ? undefined : enums.pricelistItems.find((p) => p.id === type.pricelistItemId);
  if (!item) return null;
  return currency === 'CZK' ? item.priceCzk : item.priceEur;
}
