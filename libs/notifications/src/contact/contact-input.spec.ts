import { validateContact } from './contact-input';

const valid = {
  customerName: '  Dara  ',
  customerEmail: ' dara@example.com ',
  subject: ' No data ',
  message: ' It does not connect. ',
};

describe('validateContact', () => {
  it('trims every field and keeps the phone optional', () => {
    expect(validateContact(valid)).toEqual({
      ok: true,
      value: {
        customerName: 'Dara',
        customerEmail: 'dara@example.com',
        customerPhone: null,
        subject: 'No data',
        message: 'It does not connect.',
        language: 'en',
      },
    });
  });

  it.each(['customerName', 'customerEmail', 'subject', 'message'] as const)(
    'refuses a missing or blank %s with the spec message',
    (field) => {
      for (const value of [undefined, '', '   ']) {
        const result = validateContact({ ...valid, [field]: value });
        expect(result).toMatchObject({
          ok: false,
          code: 'REQUIRED_FIELDS',
          message: 'Please fill in all required fields',
          fields: [field],
        });
      }
    },
  );

  it('checks the email shape after the required fields', () => {
    expect(validateContact({ ...valid, customerEmail: 'dara@' })).toMatchObject({
      ok: false,
      code: 'INVALID_EMAIL',
      message: 'Please enter a valid email address',
    });
  });

  it('answers in Khmer when asked', () => {
    expect(validateContact({ ...valid, subject: ' ', language: 'km' })).toMatchObject({
      ok: false,
      message: 'សូមបំពេញព័ត៌មានដែលត្រូវការទាំងអស់',
    });
  });

  it('caps the lengths, naming the field', () => {
    expect(validateContact({ ...valid, message: 'x'.repeat(5001) })).toMatchObject({
      ok: false,
      code: 'TOO_LONG',
      message: 'Message is too long (at most 5000 characters)',
      fields: ['message'],
    });
    expect(validateContact({ ...valid, message: 'x'.repeat(5000) }).ok).toBe(true);
    expect(validateContact({ ...valid, customerPhone: '1'.repeat(31) })).toMatchObject({
      message: 'Phone is too long (at most 30 characters)',
    });
  });
});
