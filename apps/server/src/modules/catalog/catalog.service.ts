import {
  consultationModes,
  type ConsultationMode,
  type Country,
  type Language,
  type PricingReply,
  type PricingRequest,
  type Service,
  type ServiceKey,
  type ServicePricing,
} from '@portal/contracts';
import { AppError } from '../../lib/errors/app-error';
import { formatInr, paiseToRupeeText, RUPEE_SYMBOL } from '../../lib/money';
import type { Database } from '../../db/database';
import {
  createCatalogRepo,
  type CatalogRepo,
  type CountryRow,
  type ServiceRow,
} from './catalog.repo';
import { approximateText, exchangeRateOf, INDIA_CODE } from './exchange-rate';
import { priceWithCharges } from './pricing';

function toCountry(row: CountryRow): Country {
  return { id: row.id, code: row.code, name: row.name, phone_code: row.phoneCode };
}

/** A service's modes as the database holds them (held to the three by a CHECK), in their fixed order. */
export function modesOf(row: Pick<ServiceRow, 'consultationModes'>): ConsultationMode[] {
  return consultationModes.filter((mode) => row.consultationModes.includes(mode));
}

function localised(row: ServiceRow, language: Language) {
  return language === 'tamil'
    ? { name: row.nameTamil, description: row.descriptionTamil }
    : { name: row.nameEnglish, description: row.descriptionEnglish };
}

export function createCatalogService(db: Database) {
  const repo: CatalogRepo = createCatalogRepo(db);
  return {
    async listCountries(): Promise<Country[]> {
      return (await repo.listCountries()).map(toCountry);
    },

    async listServices(language: Language, countryCodeOrName: string): Promise<Service[]> {
      const [country, india] = await Promise.all([
        repo.findCountryByCodeOrName(countryCodeOrName),
        repo.findCountryByCodeOrName(INDIA_CODE),
      ]);
      if (!country) throw new AppError('COUNTRY_NOT_FOUND');
      const [rows, countryPrices] = await Promise.all([
        repo.listActiveServices(),
        repo.basePricesForCountry(country.id),
      ]);
      const indiaPrices =
        india && india.id !== country.id
          ? await repo.basePricesForCountry(india.id)
          : countryPrices;
      return rows.map((row) => {
        const pricePaise = countryPrices.get(row.id) ?? row.basePricePaise;
        const indiaPaise = indiaPrices.get(row.id) ?? row.basePricePaise;
        return {
          id: row.id,
          key: row.key as ServiceKey,
          ...localised(row, language),
          price: paiseToRupeeText(pricePaise),
          price_india: paiseToRupeeText(indiaPaise),
          formatted_price: formatInr(pricePaise),
          consultation_modes: modesOf(row),
          duration_minutes: row.durationMinutes,
        };
      });
    },

    /** The services a customer can book now. */
    bookableServices(): Promise<ServiceRow[]> {
      return repo.listActiveServices();
    },

    /**
     * What each chosen service (from bookableServices) costs in a country, in paise, charges
     * included: the one price computation a booking uses. Null for an unknown country.
     */
    async quoteServices(
      countryId: number | undefined,
      chosen: readonly ServiceRow[],
    ): Promise<ServiceQuote | null> {
      const country =
        countryId === undefined
          ? await repo.findCountryByCodeOrName(INDIA_CODE)
          : await repo.findCountryById(countryId);
      if (!country) return null;
      const [basePrices, charges] = await Promise.all([
        repo.basePricesForCountry(country.id),
        repo.chargesForCountry(country.id),
      ]);
      const rules = charges.map((charge) => ({
        name: charge.code,
        rateBasisPoints: charge.rateBasisPoints,
        isIncluded: charge.isIncluded,
      }));
      const lines = chosen.map((row) => ({
        service: row,
        totalPaise: priceWithCharges(basePrices.get(row.id) ?? row.basePricePaise, rules)
          .totalPaise,
      }));
      return { country, lines };
    },

    async pricingForCountry(request: PricingRequest): Promise<Omit<PricingReply, 'success'>> {
      const language = request.language ?? 'english';
      const country = await repo.findCountryById(request.country_id);
      if (!country) throw new AppError('COUNTRY_NOT_FOUND');
      const [rows, basePrices, charges] = await Promise.all([
        repo.listActiveServices(request.service_codes),
        repo.basePricesForCountry(country.id),
        repo.chargesForCountry(country.id),
      ]);
      const rules = charges.map((charge) => ({
        name: language === 'tamil' ? charge.nameTamil : charge.nameEnglish,
        rateBasisPoints: charge.rateBasisPoints,
        isIncluded: charge.isIncluded,
      }));
      const exchangeRate = exchangeRateOf(country);
      const pricing: Record<string, ServicePricing> = {};
      for (const row of rows) {
        const breakdown = priceWithCharges(basePrices.get(row.id) ?? row.basePricePaise, rules);
        const { name, description } = localised(row, language);
        pricing[row.key] = {
          service_name: name,
          service_description: description,
          base_price: paiseToRupeeText(breakdown.basePaise),
          total_charges: paiseToRupeeText(breakdown.totalChargesPaise),
          total_price: paiseToRupeeText(breakdown.totalPaise),
          currency_symbol: RUPEE_SYMBOL,
          charge_breakdown: breakdown.charges.map((charge) => ({
            name: charge.name,
            amount: paiseToRupeeText(charge.amountPaise),
            is_included: charge.isIncluded,
          })),
          approximate_total_price: approximateText(breakdown.totalPaise, exchangeRate),
        };
      }
      return { pricing, country: toCountry(country), exchange_rate: exchangeRate };
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;

export interface ServiceQuote {
  country: CountryRow;
  lines: { service: ServiceRow; totalPaise: number }[];
}
