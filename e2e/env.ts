/**
 * The e2e servers' `SESSION_SECRET` (a production storefront refuses to start without one). Test-only, public: it
 * seals nothing of value. Specs use it to forge a cookie sealed under ANOTHER secret and check it is refused.
 */
export const E2E_SESSION_SECRET = 'ridgeline-e2e-session-secret-0123456789abcdef';

/** Ports and origins of the servers the e2e run starts (see playwright.config.ts). */
export const SANDBOX_PORT = Number(process.env.E2E_SANDBOX_PORT ?? 4110);
export const STOREFRONT_PORT = Number(process.env.E2E_STOREFRONT_PORT ?? 3110);
export const sandboxOrigin = `http://localhost:${SANDBOX_PORT}`;
export const storefrontOrigin = `http://localhost:${STOREFRONT_PORT}`;
/** The same production build served with NODE_ENV=development (render mode development: failure cards). */
export const DEV_STOREFRONT_PORT = Number(process.env.E2E_DEV_STOREFRONT_PORT ?? 3111);
export const devStorefrontOrigin = `http://localhost:${DEV_STOREFRONT_PORT}`;
/** The same production build with MERCHANDISER_TOOLKIT=1: every page hydrates as a whole (toolkit, block data). */
export const TOOLKIT_STOREFRONT_PORT = Number(process.env.E2E_TOOLKIT_STOREFRONT_PORT ?? 3112);
export const toolkitStorefrontOrigin = `http://localhost:${TOOLKIT_STOREFRONT_PORT}`;

/** The e2e sandbox counts every login at this domain among the Employees (the loyalty programme refuses them). */
export const STAFF_EMAIL_DOMAIN = 'staff.ridgeline.test';
