import { describe, expect, it } from 'vitest';
import { refundGstSplit, splitGst } from './gst-split';
import { placeOfSupply, type SupplyFacts } from './place-of-supply';

const facts = (patch: Partial<SupplyFacts>): SupplyFacts => ({
  businessState: '33',
  countryCode: 'IN',
  customerState: '33',
  consultationMode: 'phone',
  zeroRatedExports: false,
  ...patch,
});

describe('the place of supply', () => {
  it('is the customer’s state in India, the business’s when not known', () => {
    expect(placeOfSupply(facts({}))).toEqual({ kind: 'intra_state', stateCode: '33' });
    expect(placeOfSupply(facts({ customerState: '29' }))).toEqual({
      kind: 'inter_state',
      stateCode: '29',
    });
    expect(placeOfSupply(facts({ customerState: null }))).toEqual({
      kind: 'intra_state',
      stateCode: '33',
    });
    expect(placeOfSupply(facts({ businessState: '32', customerState: '33' }))).toEqual({
      kind: 'inter_state',
      stateCode: '33',
    });
  });

  it('is abroad for a customer abroad by phone or video: zero-rated only when the office says so', () => {
    expect(
      placeOfSupply(
        facts({
          countryCode: 'SG',
          customerState: null,
          consultationMode: 'video',
          zeroRatedExports: true,
        }),
      ),
    ).toEqual({ kind: 'export', stateCode: null });
    expect(
      placeOfSupply(facts({ countryCode: 'US', customerState: null, consultationMode: 'phone' })),
    ).toEqual({ kind: 'abroad_taxable', stateCode: null });
  });

  it('is the office for a customer abroad who comes in person', () => {
    expect(
      placeOfSupply(
        facts({
          countryCode: 'SG',
          customerState: null,
          consultationMode: 'in_person',
          zeroRatedExports: true,
        }),
      ),
    ).toEqual({ kind: 'intra_state', stateCode: '33' });
  });
});

describe('the split', () => {
  it('halves the GST within the state and adds up to the total', () => {
    expect(splitGst(94_400, 14_400, { kind: 'intra_state', stateCode: '33' })).toEqual({
      totalPaise: 94_400,
      taxablePaise: 80_000,
      cgstPaise: 7_200,
      sgstPaise: 7_200,
      igstPaise: 0,
    });
    expect(splitGst(1_181, 181, { kind: 'intra_state', stateCode: '33' })).toEqual({
      totalPaise: 1_181,
      taxablePaise: 1_000,
      cgstPaise: 91,
      sgstPaise: 90,
      igstPaise: 0,
    });
    expect(splitGst(94_400, 14_400, { kind: 'inter_state', stateCode: '29' }).igstPaise).toBe(
      14_400,
    );
    expect(splitGst(60_000, 0, { kind: 'export', stateCode: null })).toEqual({
      totalPaise: 60_000,
      taxablePaise: 60_000,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 0,
    });
  });

  it('gives back the refunded share of the GST', () => {
    expect(
      refundGstSplit(47_200, 94_400, 14_400, { kind: 'inter_state', stateCode: '29' }),
    ).toMatchObject({ taxablePaise: 40_000, igstPaise: 7_200 });
    expect(
      refundGstSplit(100, 94_400, 14_400, { kind: 'intra_state', stateCode: '33' }),
    ).toMatchObject({ totalPaise: 100, taxablePaise: 85, cgstPaise: 8, sgstPaise: 7 });
  });
});
