import { ageGroupOf, categoryBirthYears } from './age-group';

describe('the age group of a category', () => {
  it('follows the oldest players\' age in the tournament year', () => {
    expect(ageGroupOf({ birthYearFrom: 2016, birthYearTo: 2017 }, 2027)).toBe('youngerPupils');
    expect(ageGroupOf({ birthYearFrom: 2014 }, 2027)).toBe('olderPupils');
    expect(ageGroupOf({ birthYearFrom: 2012 }, 2027)).toBe('youngerJuniors');
    expect(ageGroupOf({ birthYearFrom: 2010 }, 2027)).toBe('olderJuniors');
    expect(ageGroupOf({ birthYearFrom: 2008 }, 2027)).toBe('juniors');
    expect(ageGroupOf({ birthYearFrom: 2018 }, 2027)).toBe('mini');
  });

  it('has none for adults', () => {
    expect(ageGroupOf({ birthYearFrom: null }, 2027)).toBeNull();
    expect(ageGroupOf({ birthYearFrom: 1990 }, 2027)).toBeNull();
  });

  it('gives the birth years oldest first, the year after when only one is set', () => {
    expect(categoryBirthYears({ birthYearFrom: 2014, birthYearTo: 2015 })).toEqual([2014, 2015]);
    expect(categoryBirthYears({ birthYearFrom: 2014 })).toEqual([2014, 2015]);
    expect(categoryBirthYears({ birthYearFrom: null })).toBeNull();
  });
});
