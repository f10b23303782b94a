import { REGION_NAMES_KM, regionNameKm } from './regions';

describe('Khmer names of regions', () => {
  it('names every region of the table, and puts unknown ones together from known words', () => {
    expect(regionNameKm('Southeast Asia')).toBe('អាស៊ីអាគ្នេយ៍');
    expect(regionNameKm(' Europe ')).toBe('អឺរ៉ុប');
    expect(regionNameKm('Asia & Oceania')).toBe('អាស៊ី និង Oceania');
    expect(regionNameKm('Moonbase')).toBe('');
    for (const name of Object.values(REGION_NAMES_KM)) expect(name).toMatch(/[\u1780-\u17FF]/);
  });
});
