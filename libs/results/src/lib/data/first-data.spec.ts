import { competitionLiveEndpoint, competitionStaticEndpoint } from '@phc/api-contract';
import { competitionReads, resultsFirstData } from './first-data';

describe('results first data', () => {
  it("names the addresses the screens' static and live queries fetch, or the preload would be downloaded in vain", () => {
    expect(competitionReads).toEqual([competitionStaticEndpoint.path, competitionLiveEndpoint.path]);
  });

  it('preloads them for the draw by day and every other results screen', () => {
    expect(resultsFirstData.preloads['vysledky-podle-dni']?.()).toEqual(competitionReads);
    expect(resultsFirstData.preloads['vysledky-zapas']?.()).toEqual(competitionReads);
    expect(resultsFirstData.preloads['ucastnici']).toBeUndefined();
  });
});
