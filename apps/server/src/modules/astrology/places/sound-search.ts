/**
 * Tamil queries matched by sound against the Latin names of places (decision record 0081), for
 * the towns the hand-written Tamil table does not name. The sound index is made on the first
 * Tamil search, so English-only use never pays for it.
 */
import { entriesWithPrefix, gazetteer, type IndexEntry, type Place } from './gazetteer.js';
import { soundKeyOfTextKey, tamilSoundKeys } from './sound-key.js';

/** Countries whose place names are romanised from Indian scripts, as the sound key reads them. */
const soundKeyed = new Set(['IN', 'LK']);

/** Ranks after the exact and the hand-written matches (tiers 0 to 2 in place-search.ts). */
export const soundTier = { exact: 3, prefix: 4, clipped: 5 } as const;

export interface SoundMatch {
  place: Place;
  tier: number;
}

let loaded: IndexEntry[] | null = null;

/**
 * Every place of India and Sri Lanka under its sound key, sorted by key. A place of the Tamil table
 * sounds like its Tamil name, not its English one: கூடலூர் is Gudalur, not Cuddalore (கடலூர்).
 */
export function soundIndex(): IndexEntry[] {
  if (loaded) return loaded;
  const entries: IndexEntry[] = [];
  for (const place of gazetteer().places) {
    if (!soundKeyed.has(place.country)) continue;
    const keys = place.nameTa ? tamilSoundKeys(place.nameTa) : [soundKeyOfTextKey(place.key)];
    for (const key of keys) entries.push({ key, place, kind: 'name' });
  }
  loaded = entries.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return loaded;
}

/**
 * Places whose sound key equals the query's (tier exact), starts with it while typing (prefix),
 * or equals it less a final u or ai that English spellings drop (clipped: பாலக்காடு Palakkad,
 * வாலாஜாபேட்டை Walajapet, தேன்கனிக்கோட்டை Denkanikota).
 */
export function soundMatches(tamil: string): SoundMatch[] {
  const index = soundIndex();
  const matches: SoundMatch[] = [];
  for (const key of tamilSoundKeys(tamil)) {
    for (const entry of entriesWithPrefix(index, key)) {
      matches.push({
        place: entry.place,
        tier: entry.key === key ? soundTier.exact : soundTier.prefix,
      });
    }
    for (const clipped of new Set([key.replace(/(ai|u)$/, ''), key.replace(/ai$/, 'a')])) {
      if (clipped === key || clipped.length < 3) continue;
      for (const entry of entriesWithPrefix(index, clipped)) {
        if (entry.key === clipped) matches.push({ place: entry.place, tier: soundTier.clipped });
      }
    }
  }
  return matches;
}
