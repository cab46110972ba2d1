import { describe, expect, it } from 'vitest';
import { BlogListSchema, LIST_CATEGORY } from '../../contracts/blog.ts';
import list from '../../fixtures/ru/blog/lists/researches.json';

describe('a blog category list (GET blog/lists/{category}.json)', () => {
  it('holds only articles of its own category, wherever the stray one is', () => {
    expect(BlogListSchema.safeParse(list).success).toBe(true);
    const otherCategory = list.category === 'events' ? 'other' : 'events';
    for (const stray of [0, 1, list.items.length - 1]) {
      const items = list.items.map((item, index) => (index === stray ? { ...item, category: otherCategory } : item));
      const result = BlogListSchema.safeParse({ ...list, items });
      expect(
        result.error?.issues.map((issue) => issue.message),
        `article ${stray}`,
      ).toEqual([LIST_CATEGORY.description]);
    }
  });
});
