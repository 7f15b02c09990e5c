import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { publicPageTypes, type Language, type PublicPageType } from '@portal/contracts';
import type { OpenDatabase } from '../database';
import * as schema from '../schema';
import { sanitizeContentHtml } from '../../lib/sanitize-html';
import { createTestDatabase } from '../../test/test-app';
import { readDefaultPage } from './content-seed';
import { isRetiredDefault, retiredDefaultPages } from './retired-default-pages';
import { seedDemoData } from './seed';

/** The built-in texts before issue 12, word for word, as an older installation stored them. */
function firstDefault(pageType: PublicPageType, language: Language): string {
  const file = new URL(`./test-fixtures/retired-pages/${pageType}.${language}.v1.html`, import.meta.url);
  return sanitizeContentHtml(readFileSync(file, 'utf8'));
}

const languages: Language[] = ['english', 'tamil'];
const rewritten = [
  ['terms', 'english'],
  ['terms', 'tamil'],
  ['refund-policy', 'english'],
  ['refund-policy', 'tamil'],
] as const;

let database: OpenDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

async function storedPage(pageType: PublicPageType, language: Language) {
  const [row] = await database.db
    .select()
    .from(schema.contentPages)
    .where(and(eq(schema.contentPages.pageType, pageType), eq(schema.contentPages.language, language)));
  return row!;
}

async function store(pageType: PublicPageType, language: Language, html: string) {
  await database.db
    .update(schema.contentPages)
    .set({ html, updatedAt: new Date('2025-01-01T00:00:00Z') })
    .where(and(eq(schema.contentPages.pageType, pageType), eq(schema.contentPages.language, language)));
}

it('knows every earlier default it lists, and no current default is listed', () => {
  for (const [pageType, language] of rewritten) {
    expect(isRetiredDefault(pageType, language, firstDefault(pageType, language)), `${pageType}.${language}`).toBe(true);
    // A fingerprint belongs to its own page only.
    const otherLanguage = language === 'english' ? 'tamil' : 'english';
    expect(isRetiredDefault(pageType, otherLanguage, firstDefault(pageType, language))).toBe(false);
  }
  expect(retiredDefaultPages).toHaveLength(rewritten.length);
  for (const pageType of publicPageTypes) {
    for (const language of languages) {
      const current = sanitizeContentHtml(readDefaultPage(pageType, language));
      expect(isRetiredDefault(pageType, language, current), `${pageType}.${language} is current`).toBe(false);
    }
  }
});

it("replaces a page that still holds an earlier default, and keeps a page the office edited", async () => {
  for (const [pageType, language] of rewritten) await store(pageType, language, firstDefault(pageType, language));
  // The office changed one sentence of the old English terms: that page is theirs now.
  const edited = firstDefault('terms', 'english').replace('Sunday closed.', 'Sunday open for Prasanam only.');
  expect(edited).not.toBe(firstDefault('terms', 'english'));
  await store('terms', 'english', edited);
  // Those pages were seeded by an earlier version, with other built-in data.
  await database.db.delete(schema.demoSeed);

  await seedDemoData(database.db);

  const terms = await storedPage('terms', 'english');
  expect(terms.html).toBe(edited);
  expect(terms.updatedAt.toISOString()).toBe('2025-01-01T00:00:00.000Z');
  for (const [pageType, language] of rewritten.filter(([type, language]) => !(type === 'terms' && language === 'english'))) {
    const page = await storedPage(pageType, language);
    expect(page.html, `${pageType}.${language}`).toBe(sanitizeContentHtml(readDefaultPage(pageType, language)));
    expect(page.updatedAt.getTime()).toBeGreaterThan(new Date('2025-01-01T00:00:00Z').getTime());
  }
  const refund = await storedPage('refund-policy', 'english');
  expect(refund.html).not.toContain('<strong>No refund</strong> for a cancellation within 24 hours');

  // Seeding again changes nothing more.
  const before = await database.db.select().from(schema.contentPages);
  await seedDemoData(database.db);
  expect(await database.db.select().from(schema.contentPages)).toEqual(before);
});
