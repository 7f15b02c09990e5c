import { createHash } from 'node:crypto';
import type { Language, PublicPageType } from '@portal/contracts';

export interface RetiredDefaultPage {
  pageType: PublicPageType;
  language: Language;
  /** SHA-256 (hex) of the page's HTML as the seed stored it, trimmed: see pageFingerprint. */
  sha256: string;
  /** Why that text was replaced. */
  why: string;
}

/** The fingerprint the seed compares: SHA-256 of the stored HTML, trimmed. */
export function pageFingerprint(html: string): string {
  return createHash('sha256').update(html.trim()).digest('hex');
}

const policyRewrite =
  'the policy pages state the rule the code applies (50% back within 24 hours, self-service ' +
  'cancel and reschedule, automatic refunds, cash at the office)';

const officeCancelRewrite =
  "decision 0057: the office's cancellation refunds in full whatever the hour; cash for a " +
  'consultation at the office is paid there, with a time chosen at once; phone and video are ' +
  'paid before the time is chosen';

/**
 * Earlier built-in texts of the information pages (packages/default-content). A stored page
 * whose HTML is exactly one of these was never edited by the office, so the seed replaces it
 * with today's default; any other stored text is the office's and stays. When a default page
 * changes, add the fingerprint of its previous text here.
 */
export const retiredDefaultPages: readonly RetiredDefaultPage[] = [
  {
    pageType: 'terms',
    language: 'english',
    sha256: '73e906d7d3e15f7acc0735c66297f025ac8e7b2301efa7299a329cc585371c69',
    why: policyRewrite,
  },
  {
    pageType: 'terms',
    language: 'tamil',
    sha256: '119c644c7dc50773fe8a253bbb73dedc157b33c2f4958b2e1f673a240a7ec186',
    why: policyRewrite,
  },
  {
    pageType: 'refund-policy',
    language: 'english',
    sha256: 'a26ab14293c5c640c31a470a0bc28cdd27df0267c46114e6de701e2e73a8a546',
    why: policyRewrite,
  },
  {
    pageType: 'refund-policy',
    language: 'tamil',
    sha256: '2663c256a6047f54dcac3fab49e621efde823f7b693de2dc1812f2bb44ce9b8b',
    why: policyRewrite,
  },
  {
    pageType: 'terms',
    language: 'english',
    sha256: '90009f40de4aabb2a3a560d34d3ce7fc5126aaffcfaeaf04f24849aa18804dc7',
    why: officeCancelRewrite,
  },
  {
    pageType: 'terms',
    language: 'tamil',
    sha256: '7afe871a36b6c5bda04725fde156bbe66bfccba4b84cfb707117e177bca39b0d',
    why: officeCancelRewrite,
  },
  {
    pageType: 'refund-policy',
    language: 'english',
    sha256: '7b915d87aa922a520d70d724c80c38d8f7b86cd04051889c52b8b00c8e28aab8',
    why: officeCancelRewrite,
  },
  {
    pageType: 'refund-policy',
    language: 'tamil',
    sha256: 'f2dec1013ef92c8b2850de19d9b3abce0e13f3d6bc62a0b4a64f2da7a9114242',
    why: officeCancelRewrite,
  },
];

/** Whether a stored page still holds an earlier default of that same page and language. */
export function isRetiredDefault(pageType: string, language: string, html: string): boolean {
  const fingerprint = pageFingerprint(html);
  return retiredDefaultPages.some(
    (page) =>
      page.pageType === pageType && page.language === language && page.sha256 === fingerprint,
  );
}
