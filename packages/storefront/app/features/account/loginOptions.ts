/**
 * Which sign-in options the dialog offers: passwordless ("Continue Securely") and social login (Apple, Google).
 * `ACCOUNT_PASSWORDLESS_LOGIN` and `ACCOUNT_SOCIAL_LOGIN` (`on` / `off`); unset, each is on against the sandbox (no
 * `COMMERCE_SHORT_CODE`) and off against a real instance, whose SLAS client must be set up for them first. Read on
 * the server when the header renders; the dialog island gets the answer as props.
 */
export interface LoginOptions {
  passwordless: boolean;
  social: boolean;
}

type Env = Record<string, string | undefined>;

const flag = (value: string | undefined, fallback: boolean) => {
  const v = value?.trim().toLowerCase();
  if (v === 'on' || v === '1' || v === 'true') return true;
  if (v === 'off' || v === '0' || v === 'false') return false;
  return fallback;
};

export function readLoginOptions(
  env: Env | undefined = typeof process === 'undefined' ? undefined : process.env,
): LoginOptions {
  if (!env) return { passwordless: false, social: false };
  const sandbox = !env.COMMERCE_SHORT_CODE?.trim();
  return {
    passwordless: flag(env.ACCOUNT_PASSWORDLESS_LOGIN, sandbox),
    social: flag(env.ACCOUNT_SOCIAL_LOGIN, sandbox),
  };
}
