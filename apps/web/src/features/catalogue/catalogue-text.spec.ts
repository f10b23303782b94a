import * as fc from 'fast-check';
import { bestNetwork, searchable, shortCoverage } from './catalogue-text';

describe('searchable', () => {
  it('ignores case, accents and surrounding spaces', () => {
    expect(searchable('  Curaçao ')).toBe('curacao');
    expect(searchable('SÃO TOMÉ')).toBe('sao tome');
    expect(searchable('Bosnia & Herzegovina').includes(searchable('bosnia'))).toBe(true);
  });
});

describe('shortCoverage', () => {
  it('keeps texts of up to 50 characters and cuts longer ones with an ellipsis', () => {
    expect(shortCoverage('Thailand')).toBe('Thailand');
    const long = 'Thailand, Vietnam, Japan, South Korea, China, Hong Kong, Macau';
    expect(shortCoverage(long)).toBe(`${long.slice(0, 50)}…`);
  });

  it('never shows more than 50 characters of the text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 120 }), (text) => {
        const shown = shortCoverage(text);
        const kept = shown.endsWith('…') && [...text].length > 50 ? [...shown].slice(0, -1) : [...shown];
        expect(kept.length).toBeLessThanOrEqual(50);
        expect(text.startsWith(kept.join(''))).toBe(true);
      }),
    );
  });
});

describe('bestNetwork', () => {
  it('prefers 5G, then LTE, then anything else', () => {
    expect(
      bestNetwork([
        { operator: 'A', type: 'LTE' },
        { operator: 'B', type: '5G' },
      ]),
    ).toBe('5G');
    expect(
      bestNetwork([
        { operator: 'A', type: '3G' },
        { operator: 'B', type: 'lte' },
      ]),
    ).toBe('lte');
    expect(bestNetwork([{ operator: 'A', type: 'NB-IoT' }])).toBe('NB-IoT');
    expect(bestNetwork([{ operator: 'A', type: ' ' }])).toBeNull();
    expect(bestNetwork([])).toBeNull();
  });
});
