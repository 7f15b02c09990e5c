import { expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createChannelProviders } from './channel-providers';
import {
  DEFAULT_GRAPH_API_VERSION,
  GRAPH_API_VERSIONS,
  graphApiVersionEnd,
  graphApiVersionWarning,
} from './whatsapp-cloud-provider-versions';

const at = (day: string) => new Date(`${day}T09:00:00Z`);

function startWarnings(env: Record<string, string>): string[] {
  const warnings: string[] = [];
  createChannelProviders(
    loadConfig({
      WHATSAPP_PROVIDER: 'cloud',
      WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
      WHATSAPP_ACCESS_TOKEN: 'EAAG',
      ...env,
    }),
    { line: () => undefined, warn: (text) => warnings.push(text) },
  );
  return warnings.filter((text) => text.startsWith('WHATSAPP_API_VERSION'));
}

it('defaults to the newest version of the table', () => {
  expect(DEFAULT_GRAPH_API_VERSION).toBe(GRAPH_API_VERSIONS[0]!.version);
  expect(loadConfig({}).whatsapp).toEqual({ provider: 'console' });
  expect(startWarnings({})).toEqual([]);
});

it('lists the versions newest first, each ending after the one below it', () => {
  for (const [index, entry] of GRAPH_API_VERSIONS.entries()) {
    expect(entry.version).toMatch(/^v\d+\.\d+$/);
    const older = GRAPH_API_VERSIONS[index + 1];
    if (!older) continue;
    expect(Number(entry.version.slice(1))).toBeGreaterThan(Number(older.version.slice(1)));
    expect(entry.released > older.released).toBe(true);
    expect(older.availableUntil).not.toBeNull();
  }
});

it('warns at start when the configured version is past its end of life', () => {
  expect(startWarnings({ WHATSAPP_API_VERSION: 'v20.0' })).toEqual([
    'WHATSAPP_API_VERSION v20.0 has reached its end of life (2026-09-24): Meta no longer ' +
      'answers it and WhatsApp messages fail; set WHATSAPP_API_VERSION to v26.0.',
  ]);
  expect(startWarnings({ WHATSAPP_API_VERSION: 'v12.0' })).toHaveLength(1);
});

it('warns within 60 days of the end, and not before', () => {
  expect(graphApiVersionWarning('v21.0', at('2026-11-21'))).toBeNull();
  expect(graphApiVersionWarning('v21.0', at('2026-11-23'))).toBe(
    'WHATSAPP_API_VERSION v21.0 reaches its end of life on 2027-01-21: WhatsApp messages then ' +
      'fail; set WHATSAPP_API_VERSION to v26.0.',
  );
  expect(graphApiVersionWarning('v21.0', at('2027-01-21'))).toMatch(/has reached its end of life/);
  expect(graphApiVersionWarning('v26.0', at('2026-12-01'))).toBeNull();
});

it('takes two years from its release for a version whose end Meta has not given', () => {
  expect(graphApiVersionEnd('v26.0')).toEqual({ date: '2028-07-28', estimated: true });
  expect(graphApiVersionWarning('v26.0', at('2028-06-15'))).toBe(
    'WHATSAPP_API_VERSION v26.0 reaches its end of life on about 2028-07-28: WhatsApp messages ' +
      "then fail; check Meta's Graph API changelog for a newer version.",
  );
});

it('knows nothing of a version newer than the table, and ends one older than it', () => {
  expect(graphApiVersionEnd('v27.0')).toBeNull();
  expect(graphApiVersionWarning('v27.0')).toBeNull();
  expect(graphApiVersionEnd('v2.12')).toEqual({ date: '2025-05-14', estimated: false });
});
