export * from './lib/ids';
export * from './lib/draw';
export * from './lib/round-robin';
export * from './lib/schedule-types';
export * from './lib/scheduler';
export * from './lib/check-schedule';
export * from './lib/playoffs';
export { travelFromCoordinates, type HallLocation, type TravelEstimate } from './lib/travel';
