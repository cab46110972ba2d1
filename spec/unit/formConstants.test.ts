import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HONEYPOT_FIELD, honeypotFilled } from '../../contracts/formConstants.ts';
import submission from '../../fixtures/submissions/form_application.json';

// A filled honeypot marks a bot: its submission is answered 200 and dropped (docs/api.md, "Honeypot").
describe('honeypotFilled', () => {
  it('is the website field, which people never see', () => {
    expect(HONEYPOT_FIELD).toBe('website');
  });

  it('catches any value a bot typed into the field, whatever the rest of the body', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ minLength: 1 }), fc.integer(), fc.boolean(), fc.object(), fc.array(fc.anything())),
        (value) => {
          expect(honeypotFilled({ ...submission, website: value })).toBe(true);
        },
      ),
    );
  });

  it('lets a person through: the field left out, empty or null', () => {
    expect(honeypotFilled(submission)).toBe(false);
    expect(honeypotFilled({ ...submission, website: '' })).toBe(false);
    expect(honeypotFilled({ ...submission, website: null })).toBe(false);
    expect(honeypotFilled({ ...submission, website: undefined })).toBe(false);
  });

  it('finds nothing in a body that is not an object of fields', () => {
    for (const body of [undefined, null, '', 'website=bot', 0, 1, true, false, [], ['bot']])
      expect(honeypotFilled(body), JSON.stringify(body)).toBe(false);
  });
});
