import * as fc from 'fast-check';
import {
  classifyDestination,
  destinationSlug,
  isDayPassApiCode,
  matchesDestinationSlug,
  packageKindOf,
  packageTypeLabel,
} from './destination';

describe('DayPass apiCode', () => {
  it('is marked by a question mark', () => {
    expect(isDayPassApiCode('99915-0-?-500-M-D')).toBe(true);
    expect(isDayPassApiCode('40-0-3-1-G')).toBe(false);
    expect(isDayPassApiCode('')).toBe(false);
    expect(isDayPassApiCode(null)).toBe(false);
    expect(isDayPassApiCode(undefined)).toBe(false);
  });

  it('names the package kind and type label', () => {
    expect(packageKindOf('1-?-M')).toBe('DayPass');
    expect(packageKindOf('40-0-3-1-G')).toBe('FixedPlan');
    expect(packageTypeLabel('1-?-M')).toBe('DayPass');
    expect(packageTypeLabel('40-0-3-1-G')).toBe('Fixed Plan');
    expect(packageTypeLabel(null)).toBe('Fixed Plan');
  });
});

describe('classifyDestination', () => {
  it.each([
    ['Cambodia', 'Asia', 'country'],
    ['Hong Kong', 'Common', 'country'],
    ['Macau', 'Common', 'country'],
    ['Macau (China)', undefined, 'country'],
    ['South Africa', 'Africa', 'country'],
    ['Bosnia & Herzegovina', 'Europe', 'country'],
    ['Bosnia and Herzegovina', 'Common', 'country'],
    ['Global 120', 'Common', 'region'],
    ['Europe 33', 'Europe', 'region'],
    ['Asia', 'Asia', 'region'],
    ['Southeast Asia', 'Asia', 'region'],
    ['Africa', 'Africa', 'region'],
    ['Middle East', 'Asia', 'region'],
    ['Latin America', 'America', 'region'],
    ['Balkans', 'Europe', 'region'],
    ['West Asia', 'Asia', 'region'],
    ['Australia & NZ', 'Oceania', 'region'],
    ['USA & Mexico', 'America', 'region'],
    ['Greater China', 'Asia', 'region'],
    ['Singapore & Malaysia', 'Asia', 'region'],
    ['Caribbean Islands', 'Common', 'region'],
    ['Caribbean Islands', ' common ', 'region'],
    ['Central African Republic', 'Africa', 'country'],
    ['Australia', 'Oceania', 'country'],
    ['Malaysia', 'Asia', 'country'],
    ['GLOBAL', null, 'region'],
    ['middle   east', null, 'region'],
  ] as const)('%p (continent %p) is a %p', (name, continent, kind) => {
    expect(classifyDestination(name, continent)).toBe(kind);
  });

  it("treats any name with '&' as a region unless it names an exception (property)", () => {
    const word = fc.stringMatching(/^[A-Za-z]{1,10}$/).filter((w) => !/hong|macau|bosnia|south/i.test(w));
    fc.assert(
      fc.property(word, word, fc.option(fc.string(), { nil: undefined }), (a, b, continent) => {
        expect(classifyDestination(`${a} & ${b}`, continent)).toBe('region');
      }),
    );
  });

  it('keeps the exceptions countries whatever surrounds them (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('Hong Kong', 'Macau', 'South Africa', 'Bosnia'),
        fc.constantFrom('', 'Global ', 'Asia & '),
        fc.constantFrom('Common', 'Asia', 'Africa'),
        (exception, prefix, continent) => {
          expect(classifyDestination(`${prefix}${exception}`, continent)).toBe('country');
        },
      ),
    );
  });
});

describe('destinationSlug', () => {
  it.each([
    ['Cambodia', 'cambodia'],
    ['Hong Kong', 'hong-kong'],
    ['United  States', 'united-states'],
    ['Bosnia & Herzegovina', 'bosnia--herzegovina'],
    ['Côte d’Ivoire', 'cote-divoire'],
    ['Curaçao', 'curacao'],
    ['USA (Hawaii)', 'usa-hawaii'],
    ['Global 120+', 'global-120'],
    ['', ''],
  ])('%p → %p', (name, slug) => {
    expect(destinationSlug(name)).toBe(slug);
  });

  it('produces only [a-z0-9-] and is idempotent (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (name) => {
        const slug = destinationSlug(name);
        expect(slug).toMatch(/^[a-z0-9-]*$/);
        expect(destinationSlug(slug)).toBe(slug);
      }),
    );
  });

  it('keeps lowercase alphanumeric words joined by hyphens (property)', () => {
    const word = fc.stringMatching(/^[a-z0-9]{1,8}$/);
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 5 }), (words) => {
        expect(destinationSlug(words.join(' '))).toBe(words.join('-'));
        expect(destinationSlug(words.join(' ').toUpperCase())).toBe(words.join('-'));
      }),
    );
  });

  it('matches a name against its slug', () => {
    expect(matchesDestinationSlug('Hong Kong', 'hong-kong')).toBe(true);
    expect(matchesDestinationSlug('Hong Kong', 'macau')).toBe(false);
  });
});
