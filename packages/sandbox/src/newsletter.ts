import { Hono } from 'hono';

/**
 * Stand-in for the subscriptions API (docs/behaviour/newsletter.md#subscriptions-api): `POST newsletter/subscribe` `{ email }` →
 * `{ success, msg, allFieldsProvided, postalCode, gender, emailProfileCreationDate }`, and
 * `PATCH newsletter/subscribe` `{ email, postalCode, gender, source, messageId, emailProfileCreationDate }`
 * → `{ success, msg }`. In memory: restarting the sandbox forgets every subscriber.
 */
export interface NewsletterSubscriber {
  email: string;
  postalCode?: string;
  gender: number;
  source?: string;
  messageId?: string;
  emailProfileCreationDate: string;
}

/** Same pattern and limit as the footer (docs/behaviour/newsletter.md#email). */
const EMAIL_PATTERN = /^[\w.%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,6}$/;
const GENDERS = new Set([0, 1, 2, -1]);

/** Pre-seeded so the demo shows the thank-you view (every field already provided). */
export const DEMO_SUBSCRIBERS: readonly NewsletterSubscriber[] = [
  {
    email: 'member@ridgeline.dev',
    postalCode: '97209',
    gender: 2,
    emailProfileCreationDate: '2025-03-14T09:30:00.000Z',
  },
];
/** Emails at this domain make the POST fail with a 503 (to demo the error under the field). */
export const NEWSLETTER_FAILING_DOMAIN = 'fail.test';

export interface NewsletterService {
  app: Hono;
  subscribers: Map<string, NewsletterSubscriber>;
}

export function createNewsletter(
  options: { now?: () => Date; seed?: readonly NewsletterSubscriber[] } = {},
): NewsletterService {
  const now = options.now ?? (() => new Date());
  const subscribers = new Map<string, NewsletterSubscriber>();
  for (const s of options.seed ?? DEMO_SUBSCRIBERS) subscribers.set(s.email.toLowerCase(), { ...s });
  const app = new Hono();

  const readBody = async (req: Request): Promise<Record<string, unknown> | undefined> => {
    try {
      const body = (await req.json()) as unknown;
      return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : undefined;
    } catch {
      return undefined;
    }
  };
  const validEmail = (email: unknown): email is string =>
    typeof email === 'string' && email.length <= 50 && EMAIL_PATTERN.test(email);

  app.post('/newsletter/subscribe', async (c) => {
    const body = await readBody(c.req.raw);
    if (!body) return c.json({ success: false, msg: 'Request body must be a JSON object.' }, 400);
    if (!validEmail(body.email)) return c.json({ success: false, msg: 'Please enter a valid email address.' }, 400);
    if (body.email.toLowerCase().endsWith(`@${NEWSLETTER_FAILING_DOMAIN}`)) {
      return c.json({ success: false, msg: 'The subscription service is unavailable. Please try again later.' }, 503);
    }
    const key = body.email.toLowerCase();
    let subscriber = subscribers.get(key);
    if (!subscriber) {
      subscriber = { email: body.email, gender: 0, emailProfileCreationDate: now().toISOString() };
      subscribers.set(key, subscriber);
    }
    const allFieldsProvided = !!subscriber.postalCode && subscriber.gender !== 0;
    return c.json({
      success: true,
      msg: allFieldsProvided ? 'You are already subscribed.' : 'Subscribed.',
      allFieldsProvided,
      postalCode: subscriber.postalCode ?? '',
      gender: subscriber.gender,
      emailProfileCreationDate: subscriber.emailProfileCreationDate,
    });
  });

  app.patch('/newsletter/subscribe', async (c) => {
    const body = await readBody(c.req.raw);
    if (!body) return c.json({ success: false, msg: 'Request body must be a JSON object.' }, 400);
    if (!validEmail(body.email)) return c.json({ success: false, msg: 'Please enter a valid email address.' }, 400);
    const subscriber = subscribers.get(body.email.toLowerCase());
    if (!subscriber) return c.json({ success: false, msg: 'This email is not subscribed.' }, 404);
    if (typeof body.postalCode !== 'string' || body.postalCode.trim() === '' || body.postalCode.length > 10) {
      return c.json({ success: false, msg: 'postalCode must be a non-empty string of at most 10 characters.' }, 400);
    }
    if (typeof body.gender !== 'number' || !GENDERS.has(body.gender)) {
      return c.json({ success: false, msg: 'gender must be one of 0, 1, 2, -1.' }, 400);
    }
    subscriber.postalCode = body.postalCode.trim();
    subscriber.gender = body.gender;
    if (typeof body.source === 'string') subscriber.source = body.source;
    if (typeof body.messageId === 'string') subscriber.messageId = body.messageId;
    return c.json({ success: true, msg: 'Profile updated.' });
  });

  return { app, subscribers };
}
