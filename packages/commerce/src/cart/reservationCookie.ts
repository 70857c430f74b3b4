/**
 * The cookie holding the cart reservation's expiry (epoch ms). Readable by scripts: it is the reservation timer's
 * input. A module of its own so that what only looks for the cookie (the shell, on every page) does not load the
 * countdown (`reservation.ts`).
 */
export const RESERVATION_COOKIE = 'ridgeline-reservation';
