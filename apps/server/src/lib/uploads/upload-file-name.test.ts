import { describe, expect, it } from 'vitest';
import { cleanFileName, MAX_STEM_BYTES } from './upload-file-name';

const bytes = (text: string) => Buffer.byteLength(text, 'utf8');

describe('the stored name of an upload', () => {
  it('takes the extension of the type the content shows, whatever the name said', () => {
    expect(cleanFileName('x.html', 'image/jpeg')).toBe('x.jpg');
    expect(cleanFileName('photo.JPEG', 'image/jpeg')).toBe('photo.jpg');
    expect(cleanFileName('chart.png', 'image/png')).toBe('chart.png');
    expect(cleanFileName('scan.PDF', 'application/pdf')).toBe('scan.pdf');
    expect(cleanFileName('no extension', 'image/png')).toBe('no extension.png');
    // A dot inside a name is no extension; only the last real-looking one goes.
    expect(cleanFileName('Ramesh.K horoscope', 'application/pdf')).toBe('Ramesh.K horoscope.pdf');
    expect(cleanFileName('report.pdf.exe', 'application/pdf')).toBe('report.pdf');
    expect(cleanFileName('photo.jpeg.html', 'image/jpeg')).toBe('photo.jpg');
    expect(cleanFileName('photo.png.jpg', 'image/jpeg')).toBe('photo.png.jpg');
  });

  it('removes a right-to-left override and other bidirectional controls', () => {
    // Shown as "invoiceexe.txt" by the override; stored as what it is.
    expect(cleanFileName('invoice\u202Etxt.exe', 'application/pdf')).toBe('invoicetxt.pdf');
    const bidi = [
      '\u202A',
      '\u202B',
      '\u202C',
      '\u202D',
      '\u202E',
      '\u2066',
      '\u2067',
      '\u2068',
      '\u2069',
      '\u200E',
      '\u200F',
      '\u061C',
    ];
    expect(cleanFileName(`a${bidi.join('')}b.jpg`, 'image/jpeg')).toBe('ab.jpg');
  });

  it('removes control characters (NUL, C0, DEL, C1) and invisible format characters', () => {
    expect(cleanFileName('jatha\u0000gam.jpg\u0000.html', 'image/jpeg')).toBe('jathagam.jpg');
    expect(cleanFileName('a\u0001\u001f\u007f\u0085\u009fb.png', 'image/png')).toBe('ab.png');
    // Zero-width space, word joiner, byte order mark, soft hyphen, a tag character, line separator.
    expect(cleanFileName('a\u200B\u2060\uFEFF\u00AD\u{E0041}\u2028b.png', 'image/png')).toBe(
      'ab.png',
    );
    // A line break is not whitespace the name may keep.
    expect(cleanFileName('two\r\nlines.pdf', 'application/pdf')).toBe('twolines.pdf');
  });

  it('keeps Tamil names whole, with ZWNJ/ZWJ only after a pulli (virama)', () => {
    expect(cleanFileName('ஜாதகம் - கவிதா சுப்பிரமணியம்.pdf', 'application/pdf')).toBe(
      'ஜாதகம் - கவிதா சுப்பிரமணியம்.pdf',
    );
    expect(cleanFileName('திருமணப் பொருத்தம்.jpeg', 'image/jpeg')).toBe('திருமணப் பொருத்தம்.jpg');
    // க்‌ஷ: ZWNJ after the pulli chooses the written form; elsewhere a joiner is invisible noise.
    expect(cleanFileName('லக்\u200Cஷ்மி.png', 'image/png')).toBe('லக்\u200Cஷ்மி.png');
    expect(cleanFileName('லக\u200Dஷ்மி.png', 'image/png')).toBe('லகஷ்மி.png');
    // A decomposed vowel sign (as macOS writes names) is stored composed.
    expect(cleanFileName('கொ.png'.normalize('NFD'), 'image/png')).toBe('கொ.png'.normalize('NFC'));
  });

  it('keeps only the last part of a path, and nothing Windows refuses or hides', () => {
    expect(cleanFileName('C:\\Users\\x\\Desktop\\chart.png', 'image/png')).toBe('chart.png');
    expect(cleanFileName('../../etc/passwd', 'application/pdf')).toBe('passwd.pdf');
    expect(cleanFileName('a<b>c:d"e|f?g*h.png', 'image/png')).toBe('a_b_c_d_e_f_g_h.png');
    expect(cleanFileName('...hidden.', 'image/png')).toBe('hidden.png');
    expect(cleanFileName('  spaced \t out  .pdf', 'application/pdf')).toBe('spaced out.pdf');
  });

  it('gives a name when nothing is left', () => {
    expect(cleanFileName('', 'image/png')).toBe('horoscope.png');
    expect(cleanFileName('.htaccess', 'image/jpeg')).toBe('horoscope.jpg');
    expect(cleanFileName('\u202E\u0000 . ', 'application/pdf')).toBe('horoscope.pdf');
    expect(cleanFileName('folder/', 'application/pdf')).toBe('horoscope.pdf');
  });

  it('bounds a very long name in bytes, never cutting a Tamil letter from its vowel sign', () => {
    const long = cleanFileName(`${'a'.repeat(5000)}.png`, 'image/png');
    expect(long).toBe(`${'a'.repeat(MAX_STEM_BYTES)}.png`);
    const tamil = cleanFileName(`${'கொ'.repeat(200)}.pdf`, 'application/pdf');
    expect(bytes(tamil)).toBeLessThanOrEqual(MAX_STEM_BYTES + 4);
    expect(tamil).toMatch(/^(கொ)+\.pdf$/u);
  });
});
