import type { ConsultationMode, PlaceOfSupplyKind } from '@portal/contracts';

/** The country whose customers are in India (catalogue code). */
export const INDIA = 'IN';

export interface SupplyFacts {
  /** The business's GST state code (tax_settings.business_state). */
  businessState: string;
  /** The appointment's country (catalogue code: IN, SG, US, OTHER). */
  countryCode: string;
  /** The customer's Indian state as a GST state code; null when not given or abroad. */
  customerState: string | null;
  consultationMode: ConsultationMode;
  /** The office's setting: a consultation given from India to a customer abroad is a zero-rated export. */
  zeroRatedExports: boolean;
}

export interface PlaceOfSupply {
  kind: PlaceOfSupplyKind;
  /** The GST state code where the supply is taxed in India; null abroad. */
  stateCode: string | null;
}

/**
 * Where a consultation is supplied, for GST (docs/decisions/0067 and 0068): where the customer is,
 * never where they were born.
 * - A customer in India: their state (IGST Act s.12(2)(b)); a customer whose state is not known
 *   is taken to be where the business is (s.12(2)(b)(ii): the supplier's location when the
 *   recipient's address is not on record). The business's own state: CGST + SGST; another: IGST.
 * - A customer abroad who comes to the office: the consultation needs them there, so it is
 *   supplied where it is given (s.13(3)(b)): the business's state, CGST + SGST.
 * - A customer abroad consulting by phone or video: outside India; a zero-rated export when the
 *   office says its exports qualify (LUT, payment in foreign exchange), else a taxable
 *   inter-state supply (IGST Act s.7(5)(a)).
 */
export function placeOfSupply(facts: SupplyFacts): PlaceOfSupply {
  if (facts.countryCode === INDIA) {
    const state = facts.customerState ?? facts.businessState;
    return {
      kind: state === facts.businessState ? 'intra_state' : 'inter_state',
      stateCode: state,
    };
  }
  if (facts.consultationMode === 'in_person')
    return { kind: 'intra_state', stateCode: facts.businessState };
  return { kind: facts.zeroRatedExports ? 'export' : 'abroad_taxable', stateCode: null };
}
