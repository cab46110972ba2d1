import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formFields, PHONE_MAX_DIGITS, PHONE_MIN_DIGITS } from '../../contracts/formFields.ts';

const phoneOk = (value: string) => formFields.phone.schema.safeParse(value).success;
const emailOk = (value: string) => formFields.email.schema.safeParse(value).success;

/** How people really write a phone number: the same digits grouped, bracketed and spaced in many ways. */
const writtenPhone = fc
  .tuple(
    fc.constantFrom('+7', '8', '+44', '+375', '7'),
    fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 9, maxLength: 10 }),
    fc.constantFrom(' ', '-', ''),
    fc.boolean(),
  )
  .map(([prefix, digits, separator, brackets]) => {
    const code = digits.slice(0, 3).join('');
    const rest = digits.slice(3).join('');
    const groups = rest.match(/.{1,2}/g) ?? [];
    return `${prefix} ${brackets ? `(${code})` : code} ${groups.join(separator)}`.trim();
  })
  .filter((value) => {
    const count = value.replace(/\D/g, '').length;
    return count >= PHONE_MIN_DIGITS && count <= PHONE_MAX_DIGITS;
  });

describe('the phone rule (contracts/formFields.ts)', () => {
  it.each([
    '+7 (912) 345-67-89',
    '8 912 345 67 89',
    '89123456789',
    '+7 495 000-00-00',
    '+44 20 7946 0000',
    ' +7(912)3456789 ',
  ])('accepts %s as people type it', (value) => {
    expect(phoneOk(value)).toBe(true);
  });

  it.each([
    '',
    '12-34',
    'call me',
    '+7 (912) 345-67-89 доб. 5',
    '+7 912 345 67 89 0000 00',
    '++7 912 345 67 89',
    '8-800-ЗВОНИ',
  ])('rejects %s', (value) => {
    expect(phoneOk(value)).toBe(false);
  });

  it('accepts any grouping of 10 to 15 digits with spaces, brackets and dashes', () => {
    fc.assert(
      fc.property(writtenPhone, (value) => {
        expect(phoneOk(value)).toBe(true);
      }),
    );
  });

  it('rejects fewer than 10 or more than 15 digits, however they are written', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 1, maxLength: PHONE_MIN_DIGITS - 1 }),
          fc.array(fc.integer({ min: 0, max: 9 }), { minLength: PHONE_MAX_DIGITS + 1, maxLength: 25 }),
        ),
        (digits) => {
          expect(phoneOk(`+${digits.join(' ')}`)).toBe(false);
        },
      ),
    );
  });

  it('rejects any letter in the number', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-zА-Яа-я]$/), fc.integer({ min: 0, max: 11 }), (letter, at) => {
        const value = '+7 912 345 67 89';
        expect(phoneOk(value.slice(0, at) + letter + value.slice(at))).toBe(false);
      }),
    );
  });
});

describe('the e-mail rule (contracts/formFields.ts)', () => {
  it.each(['ivan.petrov@company.ru', 'sales+site@severny-kod.example', 'a.b-c_d@sub.domain.co.uk', 'IVAN@MAIL.RU'])(
    'accepts %s',
    (value) => {
      expect(emailOk(value)).toBe(true);
    },
  );

  it.each([
    '',
    'ivan',
    'ivan@',
    '@company.ru',
    'ivan@company',
    'ivan petrov@company.ru',
    'ivan@@company.ru',
    'иван@почта',
  ])('rejects %s', (value) => {
    expect(emailOk(value)).toBe(false);
  });

  it('accepts ordinary addresses: a local part, an @, and a dotted domain', () => {
    const word = fc.stringMatching(/^[a-z0-9]([a-z0-9-]{0,10}[a-z0-9])?$/);
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z0-9]([a-z0-9._+-]{0,15}[a-z0-9])?$/),
        word,
        fc.constantFrom('ru', 'com', 'org', 'example'),
        (local, domain, tld) => {
          fc.pre(!local.includes('..'));
          expect(emailOk(`${local}@${domain}.${tld}`)).toBe(true);
        },
      ),
    );
  });

  it('rejects any address without exactly one @', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 40 }).filter((value) => (value.match(/@/g) ?? []).length !== 1),
        (value) => {
          expect(emailOk(value)).toBe(false);
        },
      ),
    );
  });
});
