import { describe, expect, it } from 'vitest';
import { contentFiles, type ContentFile } from '../../contracts/content.ts';
import { FeedbackSubmissionSchema } from '../../contracts/feedback.ts';
import { readFixture } from '../../mocks/readFixture.ts';
import { LOCALES } from '../../site/rules/locale.ts';
import submission from '../../fixtures/forms/feedback-submission.json';

describe('fixtures', () => {
  for (const file of Object.keys(contentFiles) as ContentFile[]) {
    for (const locale of LOCALES) {
      it(`fixtures/${locale}/${file} satisfies its contract`, async () => {
        await expect(readFixture(locale, file)).resolves.toBeTruthy();
      });
    }
  }

  it('the two locales of the home page differ in language but not in shape', async () => {
    const [ru, en] = await Promise.all([readFixture('ru', 'home.json'), readFixture('en', 'home.json')]);
    expect(en.services.items.map((s) => s.href)).toEqual(ru.services.items.map((s) => s.href));
    expect(en.hero.title).not.toBe(ru.hero.title);
    expect(ru.clients).toMatchObject({ value: 300, suffix: '+' });
  });

  it('the example feedback submission is valid', () => {
    expect(FeedbackSubmissionSchema.safeParse(submission).success).toBe(true);
  });
});
