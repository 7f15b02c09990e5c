import tzLookup from '@photostructure/tz-lookup';
import { describe, expect, it } from 'vitest';
import { findPlace, placeAt, timeZoneAt } from './place-search';
import { kmBetween, zoneAtPoint } from './place-zone';

// Pago Pago, Tutuila, American Samoa: UTC−11 (Pacific/Pago_Pago), across the date line from Samoa
// (Pacific/Apia, +13 since the end of 2011).
const pagoPago = { latitude: -14.28, longitude: -170.7 };

describe('the zone of a point given by coordinates', () => {
  it('is the nearest known place’s when the zone map’s grid says otherwise: Pago Pago is not Apia', () => {
    // The grid's own answer is the wrong one, which is why the check exists.
    expect(tzLookup(pagoPago.latitude, pagoPago.longitude)).toBe('Pacific/Apia');
    const zone = zoneAtPoint(pagoPago);
    expect(zone.zone).toBe('Pacific/Pago_Pago');
    expect(zone.doubt).toMatchObject({ otherZone: 'Pacific/Apia' });
    expect(zone.doubt?.place.name).toBe('Pago Pago');
    expect(zone.doubt?.km).toBeLessThan(1);
    expect(timeZoneAt(pagoPago.latitude, pagoPago.longitude)).toBe('Pacific/Pago_Pago');
    expect(placeAt(pagoPago.latitude, pagoPago.longitude)?.timeZone).toBe('Pacific/Pago_Pago');
  });

  it('keeps the grid’s zone, without doubt, where the nearest place agrees', () => {
    expect(zoneAtPoint({ latitude: 13.08, longitude: 80.27 })).toEqual({
      zone: 'Asia/Kolkata',
      doubt: null,
    });
    expect(zoneAtPoint({ latitude: -13.83, longitude: -171.76 })).toEqual({
      zone: 'Pacific/Apia',
      doubt: null,
    });
  });

  it('keeps the grid’s zone where no known place lies within 20 km', () => {
    // Open sea south of Tutuila: nothing near to overrule the grid.
    const sea = { latitude: -14.9, longitude: -170.7 };
    expect(zoneAtPoint(sea)).toEqual({ zone: tzLookup(sea.latitude, sea.longitude), doubt: null });
  });
});

describe('the zone of a gazetteer place', () => {
  it('is one of its own country’s zones, where the grid gives a neighbour’s', () => {
    // Towns of the gazetteer the grid puts in Nepal's, Pakistan's or Bangladesh's zone.
    for (const town of ['Birpur, Bihar', 'Bijbehara', 'Ampati'])
      expect(findPlace(town)?.timeZone, town).toBe('Asia/Kolkata');
    expect(findPlace('Pago Pago')?.timeZone).toBe('Pacific/Pago_Pago');
    expect(findPlace('Apia')?.timeZone).toBe('Pacific/Apia');
  });

  it('is the nearer of a country’s zones when the grid gives neither', () => {
    // Betong, Sarawak: the grid says Pontianak (+7); Malaysia's zones are Kuala Lumpur's and
    // Kuching's (+8, with its own history before 1982), and Kuching's lies nearer.
    expect(findPlace('Betong, Sarawak')?.timeZone).toBe('Asia/Kuching');
    expect(findPlace('Kuala Lumpur')?.timeZone).toBe('Asia/Kuala_Lumpur');
  });
});

describe('distances', () => {
  it('measures about 111 km for a degree of latitude', () => {
    expect(kmBetween({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 })).toBeCloseTo(
      111.2,
      0,
    );
  });
});
