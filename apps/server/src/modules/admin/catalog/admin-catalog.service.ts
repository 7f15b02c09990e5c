import {
  rupeeTextToPaise,
  type AdminCatalogReply,
  type AdminCountryPricingUpdate,
  type AdminExchangeRateUpdateChecked,
  type AdminServiceUpdateChecked,
} from '@portal/contracts';
import type { Database } from '../../../db/database';
import { AppError } from '../../../lib/errors/app-error';
import { paiseToRupeeText } from '../../../lib/money';
import { createAdminCatalogRepo } from './admin-catalog.repo';
import { createCatalogRepo } from '../../catalog/catalog.repo';
import { modesOf } from '../../catalog/catalog.service';
import { exchangeRateOf, INDIA_CODE } from '../../catalog/exchange-rate';
import { auditedChange } from '../../audit/audited-change';
import type { ReadCache } from '../../../lib/read-cache/read-cache';

/** Basis points (1800) as percent text (18.00), and percent text with two decimals at most back. */
const percentText = (basisPoints: number) => (basisPoints / 100).toFixed(2);
const basisPoints = (percent: string) => Math.round(Number(percent) * 100);

/**
 * Services, their prices per country and each country's charges. Every price, India's too, is
 * changed through a country's pricing; India's is also kept on the service (its base price).
 * Booked appointments keep the prices they were booked at (appointment_services holds them).
 * Every change, once committed, drops the catalogue the read cache keeps, in every process.
 */
export function createAdminCatalogService(db: Database, readCache: Pick<ReadCache, 'invalidate'>) {
  const invalidating = async <T>(change: Promise<T>): Promise<T> => {
    const result = await change;
    await readCache.invalidate('catalog');
    return result;
  };

  async function catalog(database: Database): Promise<AdminCatalogReply> {
    const repo = createAdminCatalogRepo(database);
    const [services, countries, prices, charges] = await Promise.all([
      repo.services(),
      createCatalogRepo(database).listCountries(),
      repo.prices(),
      repo.charges(),
    ]);
    return {
      success: true,
      services: services.map((row) => ({
        id: row.id,
        key: row.key,
        name_english: row.nameEnglish,
        name_tamil: row.nameTamil,
        description_english: row.descriptionEnglish,
        description_tamil: row.descriptionTamil,
        price: paiseToRupeeText(row.basePricePaise),
        includes_report: row.includesReport,
        active: row.active,
        consultation_modes: modesOf(row),
        duration_minutes: row.durationMinutes,
        buffer_minutes: row.bufferMinutes,
      })),
      pricing: countries.map((country) => ({
        country_id: country.id,
        code: country.code,
        name: country.name,
        prices: services.map((service) => ({
          service_id: service.id,
          price: paiseToRupeeText(
            prices.find((price) => price.countryId === country.id && price.serviceId === service.id)
              ?.basePricePaise ?? service.basePricePaise,
          ),
        })),
        charges: charges
          .filter((charge) => charge.countryId === country.id)
          .map((charge) => ({
            code: charge.code,
            name_english: charge.nameEnglish,
            name_tamil: charge.nameTamil,
            rate_percent: percentText(charge.rateBasisPoints),
            is_included: charge.isIncluded,
          })),
        exchange_rate: exchangeRateOf(country),
      })),
    };
  }

  return {
    get: () => catalog(db),

    updateService(actorUserId: number, serviceId: number, update: AdminServiceUpdateChecked) {
      return invalidating(
        auditedChange(
          db,
          { actorUserId, action: 'service.update', entityType: 'service', entityId: serviceId },
          async (tx) => {
            const repo = createAdminCatalogRepo(tx);
            const before = await repo.service(serviceId);
            if (!before) throw new AppError('NOT_FOUND');
            await repo.updateService(serviceId, {
              nameEnglish: update.name_english,
              nameTamil: update.name_tamil,
              descriptionEnglish: update.description_english,
              descriptionTamil: update.description_tamil,
              includesReport: update.includes_report,
              active: update.active,
              consultationModes: update.consultation_modes,
              ...(update.duration_minutes === undefined
                ? {}
                : { durationMinutes: update.duration_minutes }),
              ...(update.buffer_minutes === undefined
                ? {}
                : { bufferMinutes: update.buffer_minutes }),
            });
            const {
              id: _id,
              key: _key,
              sortOrder: _sort,
              basePricePaise: _price,
              ...beforeFields
            } = before;
            return { before: beforeFields, after: update, result: await catalog(tx) };
          },
        ),
      );
    },

    updateCountryPricing(
      actorUserId: number,
      countryId: number,
      update: AdminCountryPricingUpdate,
    ) {
      return invalidating(
        auditedChange(
          db,
          { actorUserId, action: 'pricing.update', entityType: 'country', entityId: countryId },
          async (tx) => {
            const repo = createAdminCatalogRepo(tx);
            const country = await createCatalogRepo(tx).findCountryById(countryId);
            if (!country) throw new AppError('COUNTRY_NOT_FOUND');
            const serviceIds = update.prices.map((price) => price.service_id);
            const known = new Set(await repo.existingServiceIds(serviceIds));
            if (serviceIds.some((id) => !known.has(id)))
              throw new AppError('VALIDATION_FAILED', {
                fields: { prices: 'validation.service_code' },
              });
            const before = (await catalog(tx)).pricing.find(
              (pricing) => pricing.country_id === countryId,
            );
            const prices = update.prices.map((price) => ({
              serviceId: price.service_id,
              basePricePaise: rupeeTextToPaise(price.price),
            }));
            for (const price of prices)
              await repo.setPrice(countryId, price.serviceId, price.basePricePaise);
            if (country.code === INDIA_CODE) await repo.setBasePrices(prices);
            await repo.replaceCharges(
              countryId,
              update.charges.map((charge, index) => ({
                code: charge.code,
                nameEnglish: charge.name_english,
                nameTamil: charge.name_tamil,
                rateBasisPoints: basisPoints(charge.rate_percent),
                isIncluded: charge.is_included,
                sortOrder: index,
              })),
            );
            return {
              before: before && { prices: before.prices, charges: before.charges },
              after: update,
              result: await catalog(tx),
            };
          },
        ),
      );
    },

    /**
     * Sets (or takes away) the rate a country's customers see approximate figures at; what they
     * pay stays in rupees. India has none: its customers see rupees only. Setting the same rate
     * again is recorded too: it says when the office last checked it.
     */
    updateExchangeRate(
      actorUserId: number,
      countryId: number,
      update: AdminExchangeRateUpdateChecked,
    ) {
      return invalidating(
        auditedChange(
          db,
          {
            actorUserId,
            action: 'exchange_rate.update',
            entityType: 'country',
            entityId: countryId,
          },
          async (tx) => {
            const country = await createCatalogRepo(tx).findCountryById(countryId);
            if (!country) throw new AppError('COUNTRY_NOT_FOUND');
            const rate = update.exchange_rate;
            if (country.code === INDIA_CODE && rate)
              throw new AppError('VALIDATION_FAILED', {
                fields: {
                  exchange_rate: 'validation.exchange_rate_india',
                },
              });
            const was = exchangeRateOf(country);
            await createAdminCatalogRepo(tx).setExchangeRate(
              countryId,
              rate && { currencyCode: rate.currency_code, rupeesPerUnit: rate.rupees_per_unit },
              new Date(),
            );
            const shown = (value: { currency_code: string; rupees_per_unit: string } | null) => ({
              currency_code: value?.currency_code ?? null,
              rupees_per_unit: value?.rupees_per_unit ?? null,
            });
            const after = await createCatalogRepo(tx).findCountryById(countryId);
            return {
              before: shown(was),
              after: shown(after ? exchangeRateOf(after) : null),
              result: await catalog(tx),
            };
          },
        ),
      );
    },
  };
}
