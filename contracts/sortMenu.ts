/**
 * Spec section 3 "Menu item": items are shown sorted by id ascending. Kept apart from the menu schema
 * (no zod here) because the header menus are built in the browser too (decision 008).
 */
export const sortMenu = <T extends { id: number }>(items: readonly T[]): T[] => [...items].sort((a, b) => a.id - b.id);
