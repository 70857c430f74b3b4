import { Hono } from 'hono';
import type { Context } from 'hono';
import type { Queryable } from './basket-model.js';
import type { ShopContext } from './baskets.js';
import { registeredCustomerJson, type CustomerRow } from './accounts.js';
import { badRequest, notFound, readJsonBody, ScapiError, scapiRoute } from './errors.js';
import { checkOwnCustomer, checkShopper, type Shopper } from './shopper.js';

/**
 * The registered customer's own profile (Shopper Customers `updateCustomer` and the address book) and the
 * progressive-profiling custom API. Everything is kept in the database: `customers.data` holds the profile fields
 * SCAPI has no column for (phone, custom attributes), `customer_addresses` the address book, `profiling_answers`
 * one row per answered profiling step.
 */

const invalidBody = (detail: string) => badRequest('invalid-request-body', 'Invalid Request Body', detail);

/** What `updateCustomer` may change: the standard fields kept in columns, and the ones kept in `customers.data`. */
const COLUMN_FIELDS = { firstName: 'first_name', lastName: 'last_name', email: 'email' } as const;
const DATA_FIELDS = ['phoneHome', 'phoneMobile', 'phoneBusiness', 'birthday', 'gender', 'salutation', 'title'] as const;
/** Custom attributes a storefront may set (`c_…`): at most this many characters of JSON each. */
const MAX_CUSTOM_ATTRIBUTE_JSON = 2_000;
/** Custom attributes the sandbox keeps for itself (never set by `updateCustomer`). */
const RESERVED_ATTRIBUTES = new Set(['c_additionalFields', 'c_loyaltyMember']);

/** The address book's limit (B2C Commerce allows a few dozen per customer). */
export const MAX_ADDRESSES = 30;
const ADDRESS_TEXT_FIELDS: Record<string, number> = {
  firstName: 256,
  lastName: 256,
  fullName: 256,
  address1: 256,
  address2: 256,
  city: 256,
  stateCode: 256,
  postalCode: 256,
  countryCode: 2,
  phone: 256,
  companyName: 256,
  salutation: 256,
  title: 256,
};

interface AddressRow {
  customer_id: string;
  address_id: string;
  address: Record<string, string>;
  preferred: boolean;
  created_at: Date;
  updated_at: Date;
}

const addressJson = (row: AddressRow) => ({
  addressId: row.address_id,
  ...row.address,
  creationDate: row.created_at.toISOString(),
  lastModified: row.updated_at.toISOString(),
  preferred: row.preferred,
});

/** The customer's addresses, the preferred one first (as `getCustomer` lists them). */
export async function customerAddresses(db: Queryable, customerId: string) {
  const { rows } = await db.query<AddressRow>(
    'select * from customer_addresses where customer_id = $1 order by preferred desc, created_at, address_id',
    [customerId],
  );
  return rows.map(addressJson);
}

/** A registered customer's document: the columns, the profile fields and custom attributes of `data`, the addresses. */
export async function customerDocument(db: Queryable, row: CustomerRow & { data?: Record<string, unknown> }) {
  const data = row.data ?? {};
  const extra: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    if ((DATA_FIELDS as readonly string[]).includes(key) || (key.startsWith('c_') && !RESERVED_ATTRIBUTES.has(key)))
      extra[key] = value;
  }
  // what registration gave (its additional fields) stands for the profile fields until they are set
  const registration = (data.c_additionalFields ?? {}) as Record<string, unknown>;
  if (extra.phoneHome === undefined && typeof registration.phone === 'string' && registration.phone)
    extra.phoneHome = registration.phone;
  if (extra.c_postalCode === undefined && typeof registration.postalCode === 'string' && registration.postalCode)
    extra.c_postalCode = registration.postalCode;
  const addresses = await customerAddresses(db, row.customer_id);
  return { ...registeredCustomerJson(row), ...extra, ...(addresses.length ? { addresses } : {}) };
}

function checkAddressBody(
  body: Record<string, unknown>,
  requireId: boolean,
): { addressId?: string; address: Record<string, string>; preferred?: boolean } {
  const address: Record<string, string> = {};
  let addressId: string | undefined;
  if (body.addressId !== undefined || requireId) {
    if (typeof body.addressId !== 'string' || !body.addressId.trim() || body.addressId.length > 256) {
      throw invalidBody('"addressId" must be a non-empty string of at most 256 characters.');
    }
    addressId = body.addressId.trim();
  }
  for (const [key, value] of Object.entries(body)) {
    if (key === 'addressId' || key === 'preferred' || key === 'creationDate' || key === 'lastModified') continue;
    const max = ADDRESS_TEXT_FIELDS[key];
    if (max === undefined && !key.startsWith('c_')) throw invalidBody(`"${key}" is not a customer address field.`);
    if (typeof value !== 'string' || value.length > (max ?? 256))
      throw invalidBody(`"${key}" must be a string of at most ${max ?? 256} characters.`);
    address[key] = value;
  }
  if (address.countryCode !== undefined && !/^[A-Z]{2}$/.test(address.countryCode))
    throw invalidBody('"countryCode" must be two upper-case letters.');
  if (body.preferred !== undefined && typeof body.preferred !== 'boolean')
    throw invalidBody('"preferred" must be true or false.');
  return {
    ...(addressId !== undefined ? { addressId } : {}),
    address,
    ...(typeof body.preferred === 'boolean' ? { preferred: body.preferred } : {}),
  };
}

const REQUIRED_ADDRESS_FIELDS = ['lastName', 'address1', 'city', 'countryCode'] as const;

export function createProfileApi(ctx: ShopContext): Hono {
  const { config, auth, database } = ctx;
  const app = new Hono();
  const base = '/customer/shopper-customers/v1/organizations/:org/customers/:customerId';

  /** The token's own registered customer: a guest has no profile or address book (403, as SCAPI answers). */
  const registeredShopper = (c: Context): Shopper => {
    const shopper = checkShopper(c, config, auth);
    if (shopper.authType !== 'registered')
      throw new ScapiError(403, 'forbidden', 'Forbidden', 'Only a registered customer has a profile.');
    return shopper;
  };
  const registered = (c: Context): Shopper => {
    const shopper = registeredShopper(c);
    checkOwnCustomer(c, shopper);
    return shopper;
  };

  const customerRow = async (db: Queryable, customerId: string) => {
    const { rows } = await db.query<CustomerRow & { data: Record<string, unknown> }>(
      `select * from customers where customer_id = $1 and auth_type = 'registered'`,
      [customerId],
    );
    if (!rows[0])
      throw notFound('customer-not-found', 'Customer Not Found', `No customer with ID '${customerId}' could be found.`);
    return rows[0];
  };

  /**
   * `updateCustomer`: the fields of the body replace the customer's (the login is not changed here: SCAPI changes it
   * with a password check, elsewhere). `c_…` custom attributes are kept as given; `null` removes one.
   */
  app.patch(
    base,
    scapiRoute(async (c) => {
      const shopper = registered(c);
      const body = (await readJsonBody(c)) as Record<string, unknown>;
      const columns: Record<string, string> = {};
      const dataSet: Record<string, unknown> = {};
      const dataRemoved: string[] = [];
      for (const [key, value] of Object.entries(body)) {
        if (key in COLUMN_FIELDS) {
          if (typeof value !== 'string' || !value.trim() || value.length > 256)
            throw invalidBody(`"${key}" must be a non-empty string of at most 256 characters.`);
          columns[COLUMN_FIELDS[key as keyof typeof COLUMN_FIELDS]] = value.trim();
        } else if ((DATA_FIELDS as readonly string[]).includes(key)) {
          if (value === null) dataRemoved.push(key);
          else if (typeof value === 'string' && value.length <= 256) dataSet[key] = value;
          else if (key === 'gender' && typeof value === 'number' && Number.isInteger(value)) dataSet[key] = value;
          else throw invalidBody(`"${key}" must be a string of at most 256 characters.`);
        } else if (key.startsWith('c_') && !RESERVED_ATTRIBUTES.has(key)) {
          if (value === null) dataRemoved.push(key);
          else if (JSON.stringify(value).length <= MAX_CUSTOM_ATTRIBUTE_JSON) dataSet[key] = value;
          else throw invalidBody(`"${key}" is longer than ${MAX_CUSTOM_ATTRIBUTE_JSON} characters of JSON.`);
        } else if (
          !['customerId', 'login', 'authType', 'creationDate', 'lastModified', 'enabled', 'addresses'].includes(key)
        ) {
          throw invalidBody(`"${key}" is not a customer field that can be updated.`);
        }
      }
      const db = await database.open();
      const row = await db.transaction(async (tx) => {
        await customerRow(tx, shopper.customerId);
        const { rows } = await tx.query<CustomerRow & { data: Record<string, unknown> }>(
          `update customers set first_name = coalesce($2, first_name), last_name = coalesce($3, last_name), email = coalesce($4, email),
             data = (data || $5::jsonb) - $6::text[], updated_at = now()
           where customer_id = $1 returning *`,
          [
            shopper.customerId,
            columns.first_name ?? null,
            columns.last_name ?? null,
            columns.email ?? null,
            JSON.stringify(dataSet),
            dataRemoved,
          ],
        );
        return rows[0]!;
      });
      return customerDocument(db, row);
    }),
  );

  const ownAddress = async (db: Queryable, shopper: Shopper, addressName: string): Promise<AddressRow> => {
    const { rows } = await db.query<AddressRow>(
      'select * from customer_addresses where customer_id = $1 and address_id = $2',
      [shopper.customerId, addressName],
    );
    if (!rows[0]) {
      throw notFound(
        'customer-address-not-found',
        'Customer Address Not Found',
        `No address with the name '${addressName}' could be found for customer '${shopper.customerId}'.`,
        {
          addressName,
        },
      );
    }
    return rows[0];
  };

  /** A preferred address is the only one: the others lose the flag. */
  const keepOnePreferred = (tx: Queryable, shopper: Shopper, addressId: string) =>
    tx.query(
      'update customer_addresses set preferred = false where customer_id = $1 and address_id <> $2 and preferred',
      [shopper.customerId, addressId],
    );

  app.post(
    `${base}/addresses`,
    scapiRoute(async (c) => {
      const shopper = registered(c);
      const { addressId, address, preferred } = checkAddressBody(
        (await readJsonBody(c)) as Record<string, unknown>,
        true,
      );
      const missing = REQUIRED_ADDRESS_FIELDS.filter((field) => !address[field]?.trim());
      if (missing.length)
        throw invalidBody(`A customer address needs ${missing.map((field) => `"${field}"`).join(', ')}.`);
      const db = await database.open();
      const row = await db.transaction(async (tx) => {
        await customerRow(tx, shopper.customerId);
        const count = await tx.query<{ n: number }>(
          'select count(*)::int as n from customer_addresses where customer_id = $1',
          [shopper.customerId],
        );
        if ((count.rows[0]?.n ?? 0) >= MAX_ADDRESSES)
          throw badRequest(
            'customer-address-limit-exceeded',
            'Customer Address Limit Exceeded',
            `A customer has at most ${MAX_ADDRESSES} addresses.`,
          );
        const { rows } = await tx.query<AddressRow>(
          `insert into customer_addresses (customer_id, address_id, address, preferred) values ($1, $2, $3, $4)
           on conflict (customer_id, address_id) do nothing returning *`,
          [shopper.customerId, addressId, JSON.stringify(address), preferred ?? false],
        );
        if (!rows[0])
          throw badRequest(
            'duplicate-address-name',
            'Duplicate Address Name',
            `The customer already has an address named '${addressId}'.`,
            { addressName: addressId },
          );
        if (rows[0].preferred) await keepOnePreferred(tx, shopper, rows[0].address_id);
        return rows[0];
      });
      return addressJson(row);
    }),
  );

  app.get(
    `${base}/addresses/:addressName`,
    scapiRoute(async (c) => {
      const shopper = registered(c);
      return addressJson(await ownAddress(await database.open(), shopper, c.req.param('addressName') ?? ''));
    }),
  );

  /** `updateCustomerAddress`: the body's fields replace the address's; a new `addressId` renames it. */
  app.patch(
    `${base}/addresses/:addressName`,
    scapiRoute(async (c) => {
      const shopper = registered(c);
      const { addressId, address, preferred } = checkAddressBody(
        (await readJsonBody(c)) as Record<string, unknown>,
        false,
      );
      const db = await database.open();
      const row = await db.transaction(async (tx) => {
        const current = await ownAddress(tx, shopper, c.req.param('addressName') ?? '');
        const merged = { ...current.address, ...address };
        const missing = REQUIRED_ADDRESS_FIELDS.filter((field) => !merged[field]?.trim());
        if (missing.length)
          throw invalidBody(`A customer address needs ${missing.map((field) => `"${field}"`).join(', ')}.`);
        const newId = addressId ?? current.address_id;
        if (newId !== current.address_id) {
          const taken = await tx.query('select 1 from customer_addresses where customer_id = $1 and address_id = $2', [
            shopper.customerId,
            newId,
          ]);
          if (taken.rows.length)
            throw badRequest(
              'duplicate-address-name',
              'Duplicate Address Name',
              `The customer already has an address named '${newId}'.`,
              { addressName: newId },
            );
        }
        const { rows } = await tx.query<AddressRow>(
          `update customer_addresses set address_id = $3, address = $4, preferred = coalesce($5, preferred), updated_at = now()
           where customer_id = $1 and address_id = $2 returning *`,
          [shopper.customerId, current.address_id, newId, JSON.stringify(merged), preferred ?? null],
        );
        if (rows[0]!.preferred) await keepOnePreferred(tx, shopper, newId);
        return rows[0]!;
      });
      return addressJson(row);
    }),
  );

  app.delete(
    `${base}/addresses/:addressName`,
    scapiRoute(async (c) => {
      const shopper = registered(c);
      const db = await database.open();
      const current = await ownAddress(db, shopper, c.req.param('addressName') ?? '');
      await db.query('delete from customer_addresses where customer_id = $1 and address_id = $2', [
        shopper.customerId,
        current.address_id,
      ]);
      return c.body(null, 204);
    }),
  );

  app.route('/', createProfilingApi(ctx, registeredShopper));
  return app;
}

/** A preference type of the profiling steps: its options carry a `Name`, or a `Label` (both shapes exist). */
export interface PreferenceType {
  Key: string;
  Name: string;
  Description: string;
  Options: ReadonlyArray<{ Key: string; Name: string } | { Key: string; Label: string }>;
}

/**
 * The demo site's preference types, in step order: the category and activity steps, then one further type (whose
 * options use `Label`, the other shape a site may send).
 */
export const DEMO_PREFERENCE_TYPES: readonly PreferenceType[] = Object.freeze([
  {
    Key: 'category',
    Name: 'What do you shop for?',
    Description: 'Pick the categories you want to hear about.',
    Options: [
      { Key: 'mens', Name: "Men's" },
      { Key: 'womens', Name: "Women's" },
      { Key: 'kids', Name: 'Kids' },
      { Key: 'footwear', Name: 'Footwear' },
      { Key: 'gear', Name: 'Gear' },
    ],
  },
  {
    Key: 'activity',
    Name: 'What are your favourite activities?',
    Description: 'We will suggest gear for them.',
    Options: [
      { Key: 'hiking', Name: 'Hiking' },
      { Key: 'camping', Name: 'Camping' },
      { Key: 'climbing', Name: 'Climbing' },
      { Key: 'running', Name: 'Trail running' },
      { Key: 'skiing', Name: 'Skiing' },
    ],
  },
  {
    Key: 'fit',
    Name: 'How do you like your clothes to fit?',
    Description: 'Recommendations favour this fit.',
    Options: [
      { Key: 'slim', Label: 'Slim' },
      { Key: 'regular', Label: 'Regular' },
      { Key: 'relaxed', Label: 'Relaxed' },
    ],
  },
]);

/** The steps that count towards the progress: the birthday and every preference type. */
const progressSteps = () => ['birthday', ...DEMO_PREFERENCE_TYPES.map((type) => type.Key)];

type Answers = Record<string, unknown>;

function checkAnswers(body: Record<string, unknown>): Answers {
  const answers: Answers = {};
  if (body.birthday !== undefined) {
    const birthday = body.birthday as { month?: unknown; day?: unknown } | null;
    const month = birthday?.month;
    const day = birthday?.day;
    if (typeof month !== 'number' || !Number.isInteger(month) || month < 1 || month > 12)
      throw invalidBody('"birthday.month" must be a whole number from 1 to 12.');
    if (typeof day !== 'number' || !Number.isInteger(day) || day < 1 || day > 31)
      throw invalidBody('"birthday.day" must be a whole number from 1 to 31.');
    answers.birthday = { month, day };
  }
  if (body.preferences !== undefined) {
    const preferences = body.preferences;
    if (typeof preferences !== 'object' || preferences === null || Array.isArray(preferences))
      throw invalidBody('"preferences" must be an object of preference type keys.');
    for (const [key, value] of Object.entries(preferences)) {
      const type = DEMO_PREFERENCE_TYPES.find((candidate) => candidate.Key === key);
      if (!type) throw invalidBody(`"${key}" is not a preference type.`);
      if (
        !Array.isArray(value) ||
        value.some((option) => typeof option !== 'string' || !type.Options.some((known) => known.Key === option))
      ) {
        throw invalidBody(`"preferences.${key}" must list option keys of that type.`);
      }
      answers[key] = [...new Set(value as string[])];
    }
  }
  if (Object.keys(answers).length === 0) throw invalidBody('The body needs "birthday" or "preferences".');
  return answers;
}

/**
 * The progressive-profiling custom API (`/custom/progressive-profiling/v1/organizations/{org}/profiling/…`), for
 * registered customers: `progress` (the share of steps answered), `step-data` (the activated steps and the answers
 * so far) and `answers` (POST: saves the answers of one or more steps; an empty selection counts as answered).
 */
function createProfilingApi(ctx: ShopContext, registered: (c: Context) => Shopper): Hono {
  const { database } = ctx;
  const app = new Hono();
  const base = '/custom/progressive-profiling/v1/organizations/:org/profiling';

  const answersOf = async (db: Queryable, customerId: string): Promise<Answers> => {
    const { rows } = await db.query<{ step: string; answer: unknown }>(
      'select step, answer from profiling_answers where customer_id = $1',
      [customerId],
    );
    return Object.fromEntries(rows.map((row) => [row.step, row.answer]));
  };

  const progressOf = (answers: Answers) => {
    const steps = progressSteps();
    const completedSteps = steps.filter((step) => answers[step] !== undefined);
    return {
      progressDecimal: Math.round((completedSteps.length / steps.length) * 100) / 100,
      completedSteps,
      totalSteps: steps.length,
    };
  };

  app.get(
    `${base}/progress`,
    scapiRoute(async (c) => {
      const shopper = registered(c);
      return progressOf(await answersOf(await database.open(), shopper.customerId));
    }),
  );

  app.get(
    `${base}/step-data`,
    scapiRoute(async (c) => {
      const shopper = registered(c);
      const answers = await answersOf(await database.open(), shopper.customerId);
      return { activatedSteps: { birthday: true, preferenceTypes: DEMO_PREFERENCE_TYPES }, answers };
    }),
  );

  app.post(
    `${base}/answers`,
    scapiRoute(async (c) => {
      const shopper = registered(c);
      const answers = checkAnswers((await readJsonBody(c)) as Record<string, unknown>);
      const db = await database.open();
      await db.transaction(async (tx) => {
        for (const [step, answer] of Object.entries(answers)) {
          await tx.query(
            `insert into profiling_answers (customer_id, step, answer) values ($1, $2, $3)
             on conflict (customer_id, step) do update set answer = excluded.answer, updated_at = now()`,
            [shopper.customerId, step, JSON.stringify(answer)],
          );
        }
      });
      return progressOf(await answersOf(db, shopper.customerId));
    }),
  );

  return app;
}
