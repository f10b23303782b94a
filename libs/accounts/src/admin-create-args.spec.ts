import { parseAdminCreateArgs, parseResetMfaArgs } from './admin-create-args';

describe('parseAdminCreateArgs', () => {
  it('normalises the phone and email and keeps an optional password and name', () => {
    expect(
      parseAdminCreateArgs(['--phone', '+855 12 345 678', '--email', ' Boss@Example.com ', '--name', 'Boss']),
    ).toEqual({ phone: '+85512345678', email: 'boss@example.com', password: undefined, fullName: 'Boss' });
    expect(
      parseAdminCreateArgs(['--phone', '85512345678', '--email', 'a@b.co', '--password', 'Strong#Pass1'])
        .password,
    ).toBe('Strong#Pass1');
  });

  it('names every bad argument at once', () => {
    expect(() => parseAdminCreateArgs(['--phone', '012', '--email', 'nope', '--password', 'weak'])).toThrow(
      /--phone[\s\S]*--email[\s\S]*--password[\s\S]*usage/,
    );
  });

  it('refuses unknown options', () => {
    expect(() =>
      parseAdminCreateArgs(['--phone', '+85512345678', '--email', 'a@b.co', '--role', 'x']),
    ).toThrow();
  });
});

describe('parseResetMfaArgs', () => {
  it('is null without --reset-mfa, and names the admin by email or phone', () => {
    expect(parseResetMfaArgs(['--email', 'a@example.com'])).toBeNull();
    expect(parseResetMfaArgs(['--reset-mfa', '--email', ' Boss@Example.com '])).toEqual({
      email: 'boss@example.com',
    });
    expect(parseResetMfaArgs(['--reset-mfa', '--phone', '+855 12 345 678'])).toEqual({
      phone: '+85512345678',
    });
    expect(() => parseResetMfaArgs(['--reset-mfa'])).toThrow('--email or --phone');
  });
});
