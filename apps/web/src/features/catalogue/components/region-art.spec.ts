import { regionArt } from './region-art';

describe('regionArt', () => {
  it.each([
    ['Asia', 'asia'],
    ['Southeast Asia', 'asia'],
    ['Greater China', 'asia'],
    ['Asia Pacific', 'asia'],
    ['Europe Plus', 'europe'],
    ['Balkans', 'europe'],
    ['Nordic Europe', 'europe'],
    ['Middle East & North Africa', 'middle-east'],
    ['Middle East Gulf', 'middle-east'],
    ['Africa', 'africa'],
    ['USA & Canada', 'americas'],
    ['Caribbean & Central America', 'americas'],
    ['Latin America', 'americas'],
    ['Australia & NZ', 'oceania'],
    ['Global Lite', 'global'],
    ['Somewhere unknown', 'global'],
  ])('%s → %s', (name, art) => {
    expect(regionArt(name)).toBe(art);
  });
});
