import { createHash } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { publicPageTypes, type Language } from '@portal/contracts';
import type { Database } from '../database';
import * as schema from '../schema';
import { sanitizeContentHtml } from '../../lib/sanitize-html';
import { chargeSeed, countrySeed, exchangeRateSeed, serviceSeed } from './catalog-seed';
import {
  pageTitles,
  readDefaultPage,
  testimonialSeed,
  translationSeed,
  uiSettingsSeed,
} from './content-seed';
import { isRetiredDefault, retiredDefaultPages } from './retired-default-pages';
import { firstAstrologerProfile, secondAstrologerSeed, seedDemoTeam } from './team-seed';

const languages: Language[] = ['english', 'tamil'];

/** The built-in information pages, as their files hold them. */
const defaultPageTexts = () =>
  publicPageTypes.flatMap((pageType) =>
    languages.map((language) => ({
      pageType,
      language,
      text: readDefaultPage(pageType, language),
    })),
  );

/** Which demo data a database holds: everything the seed below writes, as built into this version. */
export function demoDataFingerprint(pageTexts = defaultPageTexts()): string {
  const pages = pageTexts.map(({ text }) => text);
  const inputs = {
    countrySeed,
    serviceSeed,
    chargeSeed,
    exchangeRateSeed,
    uiSettingsSeed,
    testimonialSeed,
    translationSeed,
    pageTitles,
    pages,
    retiredDefaultPages,
    firstAstrologerProfile,
    secondAstrologerSeed,
  };
  return createHash('sha256').update(JSON.stringify(inputs)).digest('hex');
}

/**
 * The demo catalogue and content. Idempotent: a row that already exists (by its natural key)
 * is left as it is, so running it again never duplicates rows nor undoes the office's edits.
 * The one exception: an information page that still holds an earlier built-in text, word for
 * word (retired-default-pages.ts), was never edited, so it gets today's built-in text.
 * A database already seeded with this very demo data is left alone: a restart does not redo
 * the work (a tenth of it, decision 0040), nor bring back a demo row the office deleted.
 */
export async function seedDemoData(db: Database): Promise<void> {
  const pageTexts = defaultPageTexts();
  const fingerprint = demoDataFingerprint(pageTexts);
  const [seeded] = await db
    .select({ fingerprint: schema.demoSeed.fingerprint })
    .from(schema.demoSeed)
    .where(eq(schema.demoSeed.id, 1));
  if (seeded?.fingerprint === fingerprint) return;
  await db.transaction(async (tx) => {
    await tx
      .insert(schema.countries)
      .values([...countrySeed])
      .onConflictDoNothing();
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

    // On a new database the first astrologer (migration 0015, made before any service) offers every service.
    await tx.execute(sql`insert into astrologer_services (astrologer_id, service_id)
      select 1, s.id from services s where exists (select 1 from astrologers where id = 1)
        and not exists (select 1 from astrologer_services where astrologer_id = 1)
      on conflict do nothing`);
    await seedDemoTeam(tx);

    const prices = countrySeed.flatMap((country) =>
      serviceSeed.map((service) => ({
        countryId: countryIdByCode.get(country.code)!,
        serviceId: service.id,
        basePricePaise:
          country.code === 'IN' ? service.basePricePaise : service.internationalPricePaise,
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

    // A demo rate only where no one ever set one (or took one away): never over the office's.
    for (const [code, rate] of Object.entries(exchangeRateSeed)) {
      await tx
        .update(schema.countries)
        .set({
          currencyCode: rate.currencyCode,
          rupeesPerUnit: rate.rupeesPerUnit,
          exchangeRateSetAt: new Date(),
        })
        .where(and(eq(schema.countries.code, code), isNull(schema.countries.exchangeRateSetAt)));
    }

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

    const defaultPages = pageTexts.map(({ pageType, language, text }) => ({
      pageType,
      language,
      title: pageTitles[pageType][language],
      html: sanitizeContentHtml(text),
    }));
    await tx.insert(schema.contentPages).values(defaultPages).onConflictDoNothing();

    const storedPages = await tx.select().from(schema.contentPages);
    for (const stored of storedPages) {
      if (!isRetiredDefault(stored.pageType, stored.language, stored.html)) continue;
      const current = defaultPages.find(
        (page) => page.pageType === stored.pageType && page.language === stored.language,
      );
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

    await tx
      .insert(schema.demoSeed)
      .values({ id: 1, fingerprint })
      .onConflictDoUpdate({
        target: schema.demoSeed.id,
        set: { fingerprint, seededAt: new Date() },
      });
  });
}
