import { BadRequestException } from '@nestjs/common';
import { PackageIdPipe } from './package-id.pipe';

describe('PackageIdPipe', () => {
  const pipe = new PackageIdPipe();

  it('passes positive whole numbers', () => {
    expect(pipe.transform('1')).toBe(1);
    expect(pipe.transform('2147483647')).toBe(2147483647);
    expect(pipe.transform(42)).toBe(42);
  });

  it.each([Number.NaN, 0, 1.5, 2147483648])('refuses the number %p', (value) => {
    expect(() => pipe.transform(value)).toThrow(BadRequestException);
  });

  it.each(['0', '-1', 'abc', '1.5', '1e3', '', '2147483648', '99999999999'])(
    'refuses %j naming the field',
    (value) => {
      expect(() => pipe.transform(value)).toThrow(BadRequestException);
      try {
        pipe.transform(value);
      } catch (error) {
        expect((error as BadRequestException).getResponse()).toMatchObject({
          message: 'id must be a positive whole number',
        });
      }
    },
  );
});
