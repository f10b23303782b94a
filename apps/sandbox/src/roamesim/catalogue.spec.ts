import { classifyDestination } from '@app/domain';
import { buildCatalogue } from './catalogue';

describe('RoameSIM sandbox catalogue', () => {
  const catalogue = buildCatalogue();

  it('has the 154 destinations and 1,404 packages the discovery screen expects', () => {
    expect(catalogue.skus).toHaveLength(154);
    expect(catalogue.packages).toHaveLength(1404);
    expect(new Set(catalogue.skus.map((s) => s.countryCode)).size).toBe(154);
    expect(catalogue.skus.filter((s) => s.isRegion).length).toBeGreaterThanOrEqual(20);
  });

  it('is generated identically every time', () => {
    expect(JSON.stringify(buildCatalogue().packages)).toBe(JSON.stringify(catalogue.packages));
  });

  it('has unique price ids and api codes that resolve back to their package', () => {
    expect(new Set(catalogue.packages.map((p) => p.priceid)).size).toBe(1404);
    expect(new Set(catalogue.packages.map((p) => p.apiCode)).size).toBe(1404);
    for (const pkg of catalogue.packages) {
      expect(catalogue.byPriceId(pkg.priceid)).toBe(pkg);
      expect(catalogue.byApiCode(pkg.apiCode)).toBe(pkg);
      expect(pkg.price).toBeGreaterThan(0);
    }
  });

  it('names destinations so the storefront classifies countries and regions correctly', () => {
    for (const sku of catalogue.skus) {
      expect([sku.name, classifyDestination(sku.name, sku.continent)]).toEqual([
        sku.name,
        sku.isRegion ? 'region' : 'country',
      ]);
    }
    expect(catalogue.skus.map((s) => s.name)).toEqual(
      expect.arrayContaining([
        'Cambodia',
        'Thailand',
        'Vietnam',
        'Japan',
        'Asia',
        'Europe',
        'Global',
        'Australia & NZ',
        'USA & Mexico',
        'Greater China',
        'Middle East',
        'Latin America',
        'Balkans',
        'Africa',
      ]),
    );
  });

  it('offers day passes with a ? in the apiCode and 1..30 days', () => {
    const dayPasses = catalogue.packages.filter((p) => p.supportDaypass === 1);
    expect(dayPasses.length).toBe(154 * 2);
    for (const pkg of dayPasses) {
      expect(pkg.apiCode).toMatch(/^\d+-0-\?-\d+-[MG]-D$/);
      expect([pkg.minDay, pkg.maxDay]).toEqual([1, 30]);
    }
  });

  it('gives regions their countries and every package operators and network types', () => {
    const asia = catalogue.skus.find((s) => s.name === 'Asia');
    expect(asia?.supportCountry).toEqual(expect.arrayContaining(['KH', 'TH', 'JP']));
    const cambodia = catalogue.packagesOf(catalogue.skus.find((s) => s.countryCode === 'KH')?.skuid ?? 0);
    expect(cambodia[0]?.networkDtoList.map((n) => n.operator)).toEqual(['Smart', 'Cellcard', 'Metfone']);
    expect(catalogue.packages.every((p) => p.networkDtoList.length > 0 && p.premark.includes('<p>'))).toBe(
      true,
    );
  });
});
