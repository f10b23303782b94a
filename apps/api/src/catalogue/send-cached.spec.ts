import { etagMatches } from './send-cached';

describe('etagMatches', () => {
  const etag = 'W/"abc"';

  it('matches the same tag, weak or strong, in a list, or *', () => {
    expect(etagMatches('W/"abc"', etag)).toBe(true);
    expect(etagMatches('"abc"', etag)).toBe(true);
    expect(etagMatches('"x", W/"abc"', etag)).toBe(true);
    expect(etagMatches(['"x"', 'W/"abc"'], etag)).toBe(true);
    expect(etagMatches('*', etag)).toBe(true);
  });

  it('does not match another tag or no header', () => {
    expect(etagMatches('W/"abd"', etag)).toBe(false);
    expect(etagMatches(undefined, etag)).toBe(false);
    expect(etagMatches('', etag)).toBe(false);
  });
});
