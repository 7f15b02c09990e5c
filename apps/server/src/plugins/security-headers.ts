import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';

/** Where testimonial videos play; the only third-party origin the pages load. */
export const VIDEO_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';

/**
 * Security headers with a Content-Security-Policy that admits only what the app needs: its own
 * scripts, styles, fonts and images, calls to itself, and the video player in a frame.
 */
export const securityHeaders = fp(async (app) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameSrc: [VIDEO_EMBED_ORIGIN],
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
