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
  'issue 12: the policy pages state the rule the code applies (50% back within 24 hours, self-service cancel and reschedule, automatic refunds, cash at the office)';

/**
 * Earlier built-in texts of the information pages (packages/default-content). A stored page
 * whose HTML is exactly one of these was never edited by the office, so the seed replaces it
 * with today's default; any other stored text is the office's and stays. When a default page
 * changes, add the fingerprint of its previous text here.
 */
export const retiredDefaultPages: readonly RetiredDefaultPage[] = [
  { pageType: 'terms', language: 'english', sha256: '73e906d7d3e15f7acc0735c66297f025ac8e7b2301efa7299a329cc585371c69', why: policyRewrite },
  { pageType: 'terms', language: 'tamil', sha256: '119c644c7dc50773fe8a253bbb73dedc157b33c2f4958b2e1f673a240a7ec186', why: policyRewrite },
  { pageType: 'refund-policy', language: 'english', sha256: 'a26ab14293c5c640c31a470a0bc28cdd27df0267c46114e6de701e2e73a8a546', why: policyRewrite },
  { pageType: 'refund-policy', language: 'tamil', sha256: '2663c256a6047f54dcac3fab49e621efde823f7b693de2dc1812f2bb44ce9b8b', why: policyRewrite },
];

/** Whether a stored page still holds an earlier default of that same page and language. */
export function isRetiredDefault(pageType: string, language: string, html: string): boolean {
  const fingerprint = pageFingerprint(html);
  return retiredDefaultPages.some(
    (page) => page.pageType === pageType && page.language === language && page.sha256 === fingerprint,
  );
}
