import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formDataFromSubmission, submissionFromFormData } from '../../contracts/multipartSubmission.ts';
import submission from '../../fixtures/submissions/form_application.json';

// A submission with a file travels as multipart/form-data (every part a string or a file); the round
// trip through it is in attachment.test.ts. Here: what each kind of value becomes on the way.

const parts = (data: FormData) => [...data.entries()];

describe('formDataFromSubmission: a submission as multipart parts', () => {
  it('sends text, true/false and numbers as their text, one part each, in the order of the body', () => {
    const data = formDataFromSubmission({ name: 'Anna', consent: true, subscribed: false, employees: 250, ratio: 0.5 });
    expect(parts(data)).toEqual([
      ['name', 'Anna'],
      ['consent', 'true'],
      ['subscribed', 'false'],
      ['employees', '250'],
      ['ratio', '0.5'],
    ]);
  });

  it('sends the campaign object as utm[source], utm[medium] and utm[campaign]', () => {
    expect(parts(formDataFromSubmission({ utm: submission.utm }))).toEqual([
      ['utm[source]', submission.utm.source],
      ['utm[medium]', submission.utm.medium],
      ['utm[campaign]', submission.utm.campaign],
    ]);
  });

  it('sends a campaign value that is not text as an empty part', () => {
    expect(parts(formDataFromSubmission({ utm: { source: 7, medium: null, campaign: 'autumn' } }))).toEqual([
      ['utm[source]', ''],
      ['utm[medium]', ''],
      ['utm[campaign]', 'autumn'],
    ]);
  });

  it('leaves out values a part cannot carry: null, undefined, lists, and objects other than the campaign', () => {
    const body = { name: 'Anna', missing: null, unset: undefined, tags: ['a', 'b'], extra: { source: 'x' } };
    expect(parts(formDataFromSubmission(body))).toEqual([['name', 'Anna']]);
  });

  it('sends a campaign that is not an object as it is, for the server to refuse', () => {
    expect(parts(formDataFromSubmission({ utm: 'yandex' }))).toEqual([['utm', 'yandex']]);
    expect(parts(formDataFromSubmission({ utm: null }))).toEqual([]);
  });

  it('adds the file as the attachment part, under its own name', () => {
    const file = new File(['%PDF-1.7'], 'ТЗ.pdf');
    const attachment = formDataFromSubmission({ name: 'Anna' }, file).get('attachment');
    expect(attachment).toBeInstanceOf(File);
    expect((attachment as File).name).toBe('ТЗ.pdf');
  });
});

describe('submissionFromFormData: multipart parts as the submission the contracts validate', () => {
  const decode = (entries: [string, string | File][]) => {
    const data = new FormData();
    for (const [key, value] of entries) data.append(key, value);
    return submissionFromFormData(data);
  };

  it('reads the consent checkbox as true only when it says "true" or "on" (what a browser sends)', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        expect(decode([['consent', value]]).consent).toBe(value === 'true' || value === 'on');
      }),
    );
    expect(decode([['consent', 'on']])).toEqual({ consent: true });
    expect(decode([['consent', 'false']])).toEqual({ consent: false });
  });

  it('keeps every other text part as text', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        expect(decode([['message', value]])).toEqual({ message: value });
      }),
    );
  });

  it('gathers the three campaign parts into one object, and adds none when no part came', () => {
    expect(
      decode([
        ['utm[source]', 'google'],
        ['name', 'Anna'],
        ['utm[campaign]', 'spring'],
      ]),
    ).toEqual({
      name: 'Anna',
      utm: { source: 'google', campaign: 'spring' },
    });
    expect(decode([['name', 'Anna']])).not.toHaveProperty('utm');
    expect(decode([])).toEqual({});
  });

  it('reads a file sent as a campaign part as an empty campaign value', () => {
    expect(decode([['utm[medium]', new File(['cpc'], 'medium.txt')]])).toEqual({ utm: { medium: '' } });
  });

  it('keeps a file that has a name or content, and drops the empty nameless part of a form with no file chosen', () => {
    const named = decode([['attachment', new File([], 'brief.pdf')]]).attachment;
    expect(named).toBeInstanceOf(File);
    expect((named as File).name).toBe('brief.pdf');
    const nameless = decode([['attachment', new File(['%PDF'], '')]]).attachment;
    expect(nameless).toBeInstanceOf(File);
    expect((nameless as File).size).toBe(4);
    expect(decode([['attachment', new File([], '')]])).toEqual({});
  });
});
