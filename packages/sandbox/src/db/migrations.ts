/**
 * The sandbox's database schema, as numbered migrations. A migration is applied once, in order, inside a
 * transaction that also records it in `schema_version`; a database written by a newer sandbox (a version
 * this list does not know) is refused rather than guessed at. Never edit a released migration: add one.
 */
export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'baskets, orders, customers, product lists, sold stock',
    sql: `
      create table customers (
        customer_id text primary key,
        auth_type text not null check (auth_type in ('guest', 'registered')),
        login text unique,
        email text,
        first_name text,
        last_name text,
        data jsonb not null default '{}'::jsonb,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );

      create table baskets (
        basket_id text primary key,
        site_id text not null,
        customer_id text not null,
        usid text,
        status text not null default 'open' check (status in ('open', 'ordered')),
        currency text not null,
        email text,
        billing_address jsonb,
        shipping_address jsonb,
        shipping_method_id text,
        payment_instruments jsonb not null default '[]'::jsonb,
        -- epoch milliseconds (c_reservationExpirationTime); null while the basket is empty
        reservation_expires_at double precision,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );
      -- one open basket per shopper and site, enforced by the database as well as by the API
      create unique index baskets_one_open_per_customer on baskets (site_id, customer_id) where status = 'open';

      create table basket_items (
        item_id text primary key,
        basket_id text not null references baskets (basket_id) on delete cascade,
        product_id text not null,
        quantity integer not null check (quantity > 0),
        position serial,
        unique (basket_id, product_id)
      );

      create sequence order_numbers start 1001;

      create table orders (
        order_no text primary key,
        site_id text not null,
        customer_id text not null,
        basket_id text not null,
        status text not null,
        document jsonb not null,
        created_at timestamptz not null default now()
      );
      create index orders_by_customer on orders (customer_id, created_at desc);

      -- stock taken by placed orders; a variant's ats is the catalogue's seed stock minus this
      create table inventory_sold (
        product_id text primary key,
        quantity integer not null check (quantity >= 0)
      );

      create table product_lists (
        list_id text primary key,
        customer_id text not null,
        type text not null,
        name text,
        description text,
        public boolean not null default false,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );
      create index product_lists_by_customer on product_lists (customer_id, created_at);

      create table product_list_items (
        item_id text primary key,
        list_id text not null references product_lists (list_id) on delete cascade,
        product_id text not null,
        type text not null default 'product',
        quantity integer not null check (quantity > 0),
        priority integer not null default 1,
        public boolean not null default false,
        position serial,
        unique (list_id, product_id)
      );
    `,
  },
  {
    version: 2,
    name: 'SLAS sessions (refresh tokens) that survive a restart',
    sql: `
      -- only a hash of the refresh token is kept
      create table slas_sessions (
        refresh_token_hash text primary key,
        usid text not null,
        customer_id text not null,
        expires_at timestamptz not null
      );
      create index slas_sessions_by_expiry on slas_sessions (expires_at);
    `,
  },
  {
    version: 3,
    name: 'registered customers (password hashes) and registered SLAS sessions',
    sql: `
      -- scrypt$N$r$p$salt$hash, never the password; logins are stored lower-case
      alter table customers add column password_hash text;
      -- the registered shopper a refresh token stands for (login and display name), null for guests
      alter table slas_sessions add column upn text;
      alter table slas_sessions add column uidn text;
    `,
  },
  {
    version: 4,
    name: 'coupon items of baskets',
    sql: `
      -- [{ couponItemId, code }] in the order they were added; the campaign behind a code is the site's configuration
      alter table baskets add column coupon_items jsonb not null default '[]'::jsonb;
    `,
  },
  {
    version: 20,
    name: 'passwordless and password-reset tokens, and the mail outbox',
    sql: `
      -- single-use tokens of the passwordless and password-reset links: only a hash is kept
      create table slas_action_tokens (
        token_hash text primary key,
        purpose text not null check (purpose in ('passwordless', 'password-reset')),
        login text not null,
        customer_id text not null,
        usid text,
        expires_at timestamptz not null,
        used_at timestamptz
      );
      create index slas_action_tokens_by_expiry on slas_action_tokens (expires_at);

      -- every mail the sandbox "sends", so developers and tests can follow its link
      create table sandbox_outbox (
        id serial primary key,
        recipient text not null,
        subject text not null,
        body text not null,
        link text not null,
        created_at timestamptz not null default now()
      );
      create index sandbox_outbox_by_recipient on sandbox_outbox (recipient, id);
    `,
  },
  {
    version: 30,
    name: 'customer addresses and progressive-profiling answers',
    sql: `
      -- a registered customer's address book (Shopper Customers addresses); addressId is unique per customer
      create table customer_addresses (
        customer_id text not null references customers (customer_id) on delete cascade,
        address_id text not null,
        address jsonb not null,
        preferred boolean not null default false,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        primary key (customer_id, address_id)
      );

      -- one row per answered profiling step ('birthday' or a preference type's key)
      create table profiling_answers (
        customer_id text not null references customers (customer_id) on delete cascade,
        step text not null,
        answer jsonb not null,
        updated_at timestamptz not null default now(),
        primary key (customer_id, step)
      );
    `,
  },
  {
    version: 45,
    name: 'ended SLAS sessions (logout, password reset)',
    sql: `
      -- a session (usid of one customer) ended before its tokens expire: its refresh tokens are deleted and every access
      -- token naming it is refused; rows older than the longest token lifetime are dropped when the sandbox starts
      -- (self-contained on purpose: a folder may get this migration before a lower one merged from another branch)
      create table slas_revoked_sessions (
        usid text not null,
        customer_id text not null,
        reason text not null check (reason in ('logout', 'logout-all-sessions', 'password-reset')),
        revoked_at timestamptz not null default now(),
        primary key (usid, customer_id)
      );
    `,
  },
];

export const SCHEMA_VERSION = MIGRATIONS[MIGRATIONS.length - 1]!.version;
