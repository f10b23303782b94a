import { packagesCsv, type PackageRowRecord } from './package-rows';

const record = (patch: Partial<PackageRowRecord> = {}): PackageRowRecord => ({
  id: 7,
  destination: 'Thailand',
  continent: 'Asia',
  country_code: 'TH',
  data: '1GB',
  days: 7,
  retail_cents: 3500,
  wholesale_cents: 662,
  api_code: 'TH_1_7',
  is_day_pass: false,
  name: 'Thailand 1GB 7 Days',
  is_available: true,
  withdrawn: false,
  origin: 'roamesim',
  ...patch,
});

describe('packagesCsv', () => {
  it('writes a header and one CRLF line per package, money as dollars from cents', () => {
    const lines = packagesCsv([record(), record({ id: 8, is_day_pass: true, api_code: 'TH_1?' })]).split(
      '\r\n',
    );
    expect(lines[0]).toBe(
      'id,destination,continent,country_code,data,days,price_usd,cost_usd,api_code,type,plan,available,withdrawn,origin',
    );
    expect(lines[1]).toBe(
      '7,Thailand,Asia,TH,1GB,7,35.00,6.62,TH_1_7,Fixed,Thailand 1GB 7 Days,true,false,roamesim',
    );
    expect(lines[2]).toContain(',TH_1?,DayPass,');
    expect(lines[3]).toBe('');
    expect(lines).toHaveLength(4);
  });

  it('quotes commas and quotes, and neutralises formulas', () => {
    const [, line] = packagesCsv([record({ destination: 'USA, "Canada"', name: '=HYPERLINK("x")' })]).split(
      '\r\n',
    );
    expect(line).toContain('"USA, ""Canada"""');
    expect(line).toContain(`"'=HYPERLINK(""x"")"`);
  });

  it('is only the header for no packages', () => {
    expect(packagesCsv([]).split('\r\n')).toHaveLength(2);
  });
});
