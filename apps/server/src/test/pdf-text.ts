import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Whether poppler's pdftotext and pdftoppm are here (CI installs poppler-utils: .ci/run). */
export const hasPoppler = existsSync('/usr/bin/pdftotext') && existsSync('/usr/bin/pdftoppm');

const CONSONANT = '[\\u0B95-\\u0BB9]';

/**
 * pdftotext writes Tamil in the order the glyphs are drawn: a vowel sign drawn before its
 * consonant (ெ ே ை) comes first, and ொ ோ ௌ as their two halves around it. Put back in the order
 * Tamil is written, so a test can look for words as people write them.
 */
export function writtenTamil(text: string): string {
  return text
    .replace(new RegExp(`\\u0BC6(${CONSONANT})\\u0BBE`, 'g'), '$1\u0BCA')
    .replace(new RegExp(`\\u0BC7(${CONSONANT})\\u0BBE`, 'g'), '$1\u0BCB')
    .replace(new RegExp(`\\u0BC6(${CONSONANT})\\u0BB3`, 'g'), '$1\u0BCC')
    .replace(new RegExp(`([\\u0BC6\\u0BC7\\u0BC8])(${CONSONANT})`, 'g'), '$2$1');
}

/** A PDF's text as pdftotext reads it, Tamil in written order. */
export function pdfText(pdf: Buffer, options: { layout?: boolean } = {}): string {
  const args = [...(options.layout ? ['-layout'] : []), '-', '-'];
  return writtenTamil(execFileSync('pdftotext', args, { input: pdf }).toString('utf8'));
}
