import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';

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
 * Security headers with a Content-Security-Policy that admits only what the app needs: its own
 * scripts, styles, fonts and images, calls to itself, the video player in a frame, and
 * Razorpay's checkout (loaded only when a customer pays online).
 */
export const securityHeaders = fp(async (app) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
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
      },
    },
    // The video player needs the page's origin as referrer to play an embed.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
});
