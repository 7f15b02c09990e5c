import { and, eq } from 'drizzle-orm';
import { publicPageTypes, type Language } from '@portal/contracts';
import type { Database } from '../database';
import * as schema from '../schema';
import { sanitizeContentHtml } from '../../lib/sanitize-html';
import { chargeSeed, countrySeed, serviceSeed } from './catalog-seed';
import {
  pageTitles,
  readDefaultPage,
  testimonialSeed,
  translationSeed,
  uiSettingsSeed,
} from './content-seed';
import { isRetiredDefault } from './retired-default-pages';

const languages: Language[] = ['english', 'tamil'];

/**
 * The demo catalogue and content. Idempotent: a row that already exists (by its natural key)
 * is left as it is, so running it again never duplicates rows nor undoes the office's edits.
 * The one exception: an information page that still holds an earlier built-in text, word for
 * word (retired-default-pages.ts), was never edited, so it gets today's built-in text.
 */
export async function seedDemoData(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(schema.countries).values([...countrySeed]).onConflictDoNothing();
    const countryRows = await tx.select().from(schema.countries);
    const countryIdByCode = new Map(countryRows.map((row) => [row.code, row.id]));

    await tx
      .insert(schema.services)
      .values(
        serviceSeed.map(({ internationalPricePaise: _unused, ...service }, index) => ({
          ...service,
          sortOrder: index + 1,
        })),
      )
      .onConflictDoNothing();

    const prices = countrySeed.flatMap((country) =>
      serviceSeed.map((service) => ({
        countryId: countryIdByCode.get(country.code)!,
        serviceId: service.id,
        basePricePaise: country.code === 'IN' ? service.basePricePaise : service.internationalPricePaise,
      })),
    );
    await tx.insert(schema.servicePrices).values(prices).onConflictDoNothing();

    const charges = countrySeed.flatMap((country) =>
      chargeSeed[country.code].map((charge, index) => ({
        ...charge,
        countryId: countryIdByCode.get(country.code)!,
        sortOrder: index + 1,
      })),
    );
    await tx.insert(schema.countryCharges).values(charges).onConflictDoNothing();

    await tx
      .insert(schema.uiSettings)
      .values(
        Object.entries(uiSettingsSeed).map(([key, [valueEnglish, valueTamil]]) => ({
          key,
          valueEnglish,
          valueTamil,
        })),
      )
      .onConflictDoNothing();

    await tx.insert(schema.testimonials).values(testimonialSeed).onConflictDoNothing();
    await tx.insert(schema.translations).values(translationSeed).onConflictDoNothing();

    const defaultPages = publicPageTypes.flatMap((pageType) =>
      languages.map((language) => ({
        pageType,
        language,
        title: pageTitles[pageType][language],
        html: sanitizeContentHtml(readDefaultPage(pageType, language)),
      })),
    );
    await tx.insert(schema.contentPages).values(defaultPages).onConflictDoNothing();

    const storedPages = await tx.select().from(schema.contentPages);
    for (const stored of storedPages) {
      if (!isRetiredDefault(stored.pageType, stored.language, stored.html)) continue;
      const current = defaultPages.find((page) => page.pageType === stored.pageType && page.language === stored.language);
      if (!current || current.html === stored.html) continue;
      await tx
        .update(schema.contentPages)
        .set({ html: current.html, updatedAt: new Date() })
        .where(
          and(
            eq(schema.contentPages.pageType, stored.pageType),
            eq(schema.contentPages.language, stored.language),
            // Only if nobody saved the page since it was read.
            eq(schema.contentPages.html, stored.html),
          ),
        );
    }

  });
}
