/**
 * The landing page's "find your star" tool's words, in the tool's own chunk: fetched when the
 * tool opens, so the landing page's first bundle carries none of them.
 */
import enStarTool from './en/star-tool.json';
import taStarTool from './ta/star-tool.json';

export const starToolDictionaries: Record<'en' | 'ta', Record<string, Record<string, string>>> = {
  en: { 'star-tool': enStarTool },
  ta: { 'star-tool': taStarTool },
};
