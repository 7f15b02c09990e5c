/** Where testimonial videos play; the only third-party origin the pages load. */
export const VIDEO_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';

/** Razorpay's checkout: its script, its frames, its calls and images (Razorpay's CSP guidance). */
export const RAZORPAY_CHECKOUT = {
  script: 'https://checkout.razorpay.com',
  frames: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
  connect: ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
  images: 'https://cdn.razorpay.com',
};

/**
 * The pages' Content-Security-Policy: it admits only what the app needs: its own scripts,
 * styles, fonts and images, calls to itself, the video player in a frame, and Razorpay's
 * checkout (loaded only when a customer pays online).
 */
export const pageDirectives = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", RAZORPAY_CHECKOUT.script],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:', RAZORPAY_CHECKOUT.images],
  fontSrc: ["'self'"],
  connectSrc: ["'self'", ...RAZORPAY_CHECKOUT.connect],
  frameSrc: [VIDEO_EMBED_ORIGIN, ...RAZORPAY_CHECKOUT.frames],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  manifestSrc: ["'self'"],
};

/**
 * The pages' policy admitting, besides, the inline scripts and styles of one page by their
 * SHA-256 (a page's shell carries its styles and its starter inline: modules/web-pages/route-shells.ts).
 */
export function pageContentSecurityPolicy({
  scriptHashes = [],
  styleHashes = [],
}: {
  scriptHashes?: string[];
  styleHashes?: string[];
}): string {
  const quoted = (hashes: string[]) => hashes.map((hash) => `'sha256-${hash}'`);
  const directives = {
    ...pageDirectives,
    scriptSrc: [...pageDirectives.scriptSrc, ...quoted(scriptHashes)],
    styleSrc: [...pageDirectives.styleSrc, ...quoted(styleHashes)],
  };
  return Object.entries(directives)
    .map(
      ([name, sources]) =>
        `${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)} ${sources.join(' ')}`,
    )
    .join(';');
}
