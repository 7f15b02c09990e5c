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

const languages: Language[] = ['english', 'tamil'];

/**
 * The demo catalogue and content. Idempotent: a row that already exists (by its natural key)
 * is left as it is, so running it again never duplicates rows nor undoes the office's edits.
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

    await tx
      .insert(schema.contentPages)
      .values(
        publicPageTypes.flatMap((pageType) =>
          languages.map((language) => ({
            pageType,
            language,
            title: pageTitles[pageType][language],
            html: sanitizeContentHtml(readDefaultPage(pageType, language)),
          })),
        ),
      )
      .onConflictDoNothing();

  });
}
