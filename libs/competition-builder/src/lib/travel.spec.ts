import { scheduleLookups, travelFromCoordinates } from './travel';

describe('travelFromCoordinates', () => {
  // Two halls about 5 km apart north–south (0.045° of latitude).
  const halls = [
    { id: 1, lat: 50.0, lng: 14.4 },
    { id: 2, lat: 50.045, lng: 14.4 },
    { id: 3, lat: 50.0, lng: 14.4 },
  ];

  it('estimates each pair once: overhead plus 1.3 times the distance at city speed, rounded up to 5 minutes', () => {
    const travel = travelFromCoordinates(halls);
    expect(travel).toHaveLength(3);
    // 10 + 5.0 km × 1.3 / 20 km/h = 10 + 19.5 minutes → 30.
    expect(travel.find((t) => t.from === 1 && t.to === 2)?.minutes).toBe(30);
    // Two halls on one spot still cost the overhead of moving a team.
    expect(travel.find((t) => t.from === 1 && t.to === 3)?.minutes).toBe(10);
  });

  it('is read both ways, zero within one hall and the default for an unknown pair', () => {
    const lookups = scheduleLookups({ days: 1, halls: [], categories: [], matches: [], travel: travelFromCoordinates(halls.slice(0, 2)), defaultTravelMinutes: 25 });
    expect(lookups.travel(2, 1)).toBe(30);
    expect(lookups.travel(1, 1)).toBe(0);
    expect(lookups.travel(1, 9)).toBe(25);
  });
});
