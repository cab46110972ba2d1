import { describe, expect, it } from 'vitest';
import project from '../../fixtures/ru/portfolio-web-studii/projects/almaz-jewelry-shop.json';
import { ProjectSchema } from '../../contracts/portfolio.ts';

describe('a project (its technologies shown once, not twice)', () => {
  it('is valid with its stack in `technologies` alone', () => {
    expect(ProjectSchema.safeParse(project).success).toBe(true);
  });

  it('refuses a technologies section beside the stack, which would show the same chips under two headings', () => {
    const twice = {
      ...project,
      sections: [...project.sections, { type: 'technologies', id: 99, title: 'Технологии', items: ['React'] }],
    };
    const result = ProjectSchema.safeParse(twice);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(
      'a project lists its stack in `technologies`, which the page shows under its own heading: a technologies section would show it twice',
    );
  });
});
