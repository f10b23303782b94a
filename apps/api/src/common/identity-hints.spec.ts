import { identityHintsMatch } from './identity-hints';

const user = { id: '0b8f4e1c-1111-4222-8333-444455556666', phone: '+85512345678' };

describe('identityHintsMatch', () => {
  it('accepts no hints and hints naming the session user in any spelling', () => {
    expect(identityHintsMatch(user, {}, {})).toBe(true);
    expect(identityHintsMatch(user, { 'x-user-phone': '+855 12-345 678', 'x-user-id': user.id }, {})).toBe(
      true,
    );
    expect(identityHintsMatch(user, {}, { phone: '85512345678' })).toBe(true);
  });

  it('refuses any hint naming someone else', () => {
    expect(identityHintsMatch(user, { 'x-user-phone': '+85599999999' }, {})).toBe(false);
    expect(identityHintsMatch(user, { 'x-user-id': 'another-id' }, {})).toBe(false);
    expect(identityHintsMatch(user, {}, { phone: ['+85512345678', '+85599999999'] })).toBe(false);
    expect(identityHintsMatch(user, {}, { phone: '' })).toBe(false);
  });
});
