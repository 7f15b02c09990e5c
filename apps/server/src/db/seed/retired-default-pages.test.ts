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

/**
 * An earlier built-in text, word for word, as an older installation stored it: v1 before the
 * policy pages stated the rules the code applies, v2 before the office's cancellation refunded in
 * full and cash at the office came with a time (decision 0057).
 */
function earlierDefault(
  pageType: PublicPageType,
  language: Language,
  version: 'v1' | 'v2',
): string {
  const file = new URL(
    `./test-fixtures/retired-pages/${pageType}.${language}.${version}.html`,
    import.meta.url,
  );
  return sanitizeContentHtml(readFileSync(file, 'utf8'));
}
const firstDefault = (pageType: PublicPageType, language: Language) =>
  earlierDefault(pageType, language, 'v1');
const versions = ['v1', 'v2'] as const;

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
    .where(
      and(eq(schema.contentPages.pageType, pageType), eq(schema.contentPages.language, language)),
    );
  return row!;
}

async function store(pageType: PublicPageType, language: Language, html: string) {
  await database.db
    .update(schema.contentPages)
    .set({ html, updatedAt: new Date('2025-01-01T00:00:00Z') })
    .where(
      and(eq(schema.contentPages.pageType, pageType), eq(schema.contentPages.language, language)),
    );
}

it('knows every earlier default it lists, and no current default is listed', () => {
  for (const version of versions) {
    for (const [pageType, language] of rewritten) {
      expect(
        isRetiredDefault(pageType, language, earlierDefault(pageType, language, version)),
        `${pageType}.${language}.${version}`,
      ).toBe(true);
      // A fingerprint belongs to its own page only.
      const otherLanguage = language === 'english' ? 'tamil' : 'english';
      expect(
        isRetiredDefault(pageType, otherLanguage, earlierDefault(pageType, language, version)),
      ).toBe(false);
    }
  }
  expect(retiredDefaultPages).toHaveLength(rewritten.length * versions.length);
  for (const pageType of publicPageTypes) {
    for (const language of languages) {
      const current = sanitizeContentHtml(readDefaultPage(pageType, language));
      expect(
        isRetiredDefault(pageType, language, current),
        `${pageType}.${language} is current`,
      ).toBe(false);
    }
  }
});

it('replaces a page that still holds an earlier default, and keeps a page the office edited', async () => {
  for (const [pageType, language] of rewritten)
    await store(pageType, language, firstDefault(pageType, language));
  // The office changed one sentence of the old English terms: that page is theirs now.
  const edited = firstDefault('terms', 'english').replace(
    'Sunday closed.',
    'Sunday open for Prasanam only.',
  );
  expect(edited).not.toBe(firstDefault('terms', 'english'));
  await store('terms', 'english', edited);
  // Those pages were seeded by an earlier version, with other built-in data.
  await database.db.delete(schema.demoSeed);

  await seedDemoData(database.db);

  const terms = await storedPage('terms', 'english');
  expect(terms.html).toBe(edited);
  expect(terms.updatedAt.toISOString()).toBe('2025-01-01T00:00:00.000Z');
  for (const [pageType, language] of rewritten.filter(
    ([type, language]) => !(type === 'terms' && language === 'english'),
  )) {
    const page = await storedPage(pageType, language);
    expect(page.html, `${pageType}.${language}`).toBe(
      sanitizeContentHtml(readDefaultPage(pageType, language)),
    );
    expect(page.updatedAt.getTime()).toBeGreaterThan(new Date('2025-01-01T00:00:00Z').getTime());
  }
  const refund = await storedPage('refund-policy', 'english');
  expect(refund.html).not.toContain(
    '<strong>No refund</strong> for a cancellation within 24 hours',
  );

  // Seeding again changes nothing more.
  const before = await database.db.select().from(schema.contentPages);
  await seedDemoData(database.db);
  expect(await database.db.select().from(schema.contentPages)).toEqual(before);
});

it('replaces a page still holding the text from before decision 0057, and keeps an edited one', async () => {
  for (const [pageType, language] of rewritten)
    await store(pageType, language, earlierDefault(pageType, language, 'v2'));
  const edited = earlierDefault('refund-policy', 'tamil', 'v2').replace(
    '7 நாட்களுக்குள்',
    '10 நாட்களுக்குள்',
  );
  expect(edited).not.toBe(earlierDefault('refund-policy', 'tamil', 'v2'));
  await store('refund-policy', 'tamil', edited);
  await database.db.delete(schema.demoSeed);

  await seedDemoData(database.db);

  expect((await storedPage('refund-policy', 'tamil')).html).toBe(edited);
  for (const [pageType, language] of rewritten.filter(
    ([type, language]) => !(type === 'refund-policy' && language === 'tamil'),
  )) {
    expect((await storedPage(pageType, language)).html, `${pageType}.${language}`).toBe(
      sanitizeContentHtml(readDefaultPage(pageType, language)),
    );
  }
  expect((await storedPage('refund-policy', 'english')).html).toContain(
    'if we cancel your appointment',
  );
  expect((await storedPage('terms', 'tamil')).html).toContain('நாங்களே உங்கள் சந்திப்பை ரத்துசெய்தால்');
});
