import type { CSSObject } from '@emotion/react';
import { footerWordsOf } from '@ridgeline/commerce';
import { useRenderContext } from '@ridgeline/renderer';
import {
  Button,
  Drawer,
  fieldControlStyles,
  fieldLabelStyles,
  Heading,
  Text,
  TextField,
  theme,
  useToast,
} from '@ridgeline/ui';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { nonEmpty } from '../shared/cms';
import { useShopperHost } from '../shared/host';
import {
  DEFAULT_GENDER,
  FOOTER_NEWSLETTER_MESSAGE_ID,
  FOOTER_NEWSLETTER_SOURCE,
  NEWSLETTER_GENDERS,
  genderLabel,
  postalCodeLabel,
  postalCodeRuleFor,
  useNewsletterService,
  validateEmail,
  validatePostalCode,
  type NewsletterGender,
  type NewsletterSubscribeResult,
} from './newsletter';

export interface NewsletterSignupProps {
  title?: string;
  description?: string;
  /** Sanitized HTML. */
  legalText?: string;
  /** Heading level of the title (the footer's sections are h2). */
  headingLevel?: 2 | 3;
}

const legalStyles: CSSObject = {
  color: theme.colors.text.secondary,
  fontSize: theme.fontSizes.xs,
  lineHeight: theme.lineHeights.relaxed,
  '& p': { margin: 0 },
  '& a': { color: theme.colors.text.primary, textDecoration: 'underline' },
};

type View = { kind: 'form' } | { kind: 'thanks'; postalCode?: string; gender?: number };

/**
 * docs/behaviour/newsletter.md#flow: POST the email; when the server already has every field (allFieldsProvided) show the
 * thank-you view, else open the confirmation drawer for postal code and gender (Skip / Submit),
 * PATCH them and toast 'Thank You'. A failed first call shows its message under the email field; a
 * failed second call is logged to the console only. Its own words (labels, buttons, validation messages, the toast)
 * are the page's: `RenderContext.labels.footer` (`footerWordsOf`), English without them. The context comes with the
 * island's props, so the words are the same before and after hydration.
 */
export function NewsletterSignup({ title, description, legalText, headingLevel = 2 }: NewsletterSignupProps) {
  const service = useNewsletterService();
  const { toast } = useToast();
  const context = useRenderContext();
  const { locale } = context;
  const words = footerWordsOf(context);
  const postalRule = postalCodeRuleFor(locale);
  const postalLabel = postalCodeLabel(locale, words);

  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string>();
  const [loading, setLoading] = useState(false);
  const [view, setView] = useState<View>({ kind: 'form' });
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [subscription, setSubscription] = useState<{ email: string; result: NewsletterSubscribeResult }>();
  const [postalCode, setPostalCode] = useState('');
  const [postalError, setPostalError] = useState<string>();
  const [gender, setGender] = useState<NewsletterGender>(DEFAULT_GENDER);

  // A registered customer's e-mail is filled in once the host has loaded the customer record (browser only: the
  // footer's HTML is shared by everyone). It never replaces what the shopper has started typing.
  const shopperHost = useShopperHost();
  const typed = useRef(false);
  useEffect(() => {
    if (!shopperHost) return;
    let current = true;
    shopperHost.customerEmail().then(
      (customerEmail) => {
        if (current && customerEmail && !typed.current) setEmail(customerEmail);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [shopperHost]);

  const ids = {
    title: useId(),
    description: useId(),
    email: useId(),
    postal: useId(),
    gender: useId(),
    thanks: useId(),
  };
  const emailRef = useRef<HTMLInputElement>(null);
  const postalRef = useRef<HTMLInputElement>(null);
  const thanksRef = useRef<HTMLHeadingElement>(null);

  const thankYouToast = () =>
    toast({
      title: words.toastTitle,
      description: words.toastDescription,
      status: 'success',
    });

  async function onSubmitEmail(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (loading) return;
    const error = validateEmail(email, words);
    setEmailError(error);
    if (error) {
      emailRef.current?.focus();
      return;
    }
    setLoading(true);
    try {
      const trimmed = email.trim();
      const result = await service.subscribe(trimmed);
      setSubscription({ email: trimmed, result });
      if (result.allFieldsProvided) {
        setView({
          kind: 'thanks',
          ...(result.postalCode !== undefined ? { postalCode: result.postalCode } : {}),
          ...(result.gender !== undefined ? { gender: result.gender } : {}),
        });
        requestAnimationFrame(() => thanksRef.current?.focus());
      } else {
        setPostalCode(result.postalCode ?? '');
        setGender(DEFAULT_GENDER);
        setPostalError(undefined);
        setDrawerOpen(true);
      }
    } catch (caught) {
      setEmailError(caught instanceof Error && caught.message ? caught.message : String(caught));
      emailRef.current?.focus();
    } finally {
      setLoading(false);
    }
  }

  function finish() {
    setEmail('');
    setEmailError(undefined);
  }

  function onSkip() {
    setDrawerOpen(false);
    finish();
    thankYouToast();
  }

  async function onSubmitProfile(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const error = validatePostalCode(postalCode, locale, words);
    setPostalError(error);
    if (error) {
      postalRef.current?.focus();
      return;
    }
    if (!subscription) return;
    setDrawerOpen(false);
    setLoading(true);
    try {
      await service.updateProfile({
        email: subscription.email,
        postalCode: postalCode.trim(),
        gender,
        source: FOOTER_NEWSLETTER_SOURCE,
        messageId: FOOTER_NEWSLETTER_MESSAGE_ID,
        ...(subscription.result.emailProfileCreationDate
          ? { emailProfileCreationDate: subscription.result.emailProfileCreationDate }
          : {}),
      });
      finish();
      thankYouToast();
    } catch (caught) {
      // docs/behaviour/newsletter.md#failures: a failed second call is logged to the console only.
      console.error('[footer] newsletter profile update failed:', caught);
    } finally {
      setLoading(false);
    }
  }

  const Title = headingLevel === 2 ? 'h2' : 'h3';

  if (view.kind === 'thanks') {
    return (
      <div data-newsletter-view="thanks" css={{ display: 'flex', flexDirection: 'column', gap: theme.space[3] }}>
        <Heading level={headingLevel} size="lg" id={ids.thanks} ref={thanksRef} tabIndex={-1}>
          {words.subscribed}
        </Heading>
        <dl
          css={{
            margin: 0,
            display: 'grid',
            gridTemplateColumns: 'auto 1fr',
            gap: `${theme.space[1]} ${theme.space[3]}`,
            '& dt': { fontWeight: theme.fontWeights.semibold },
            '& dd': { margin: 0 },
          }}
        >
          <dt>{postalLabel}</dt>
          <dd data-saved-postal-code="">{nonEmpty(view.postalCode) ? view.postalCode : words.notProvided}</dd>
          <dt>{words.gender}</dt>
          <dd data-saved-gender="">{genderLabel(view.gender, words)}</dd>
        </dl>
        <div>
          <Button href="/account" variant="outline" color="dark">
            {words.viewAccount}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div data-newsletter-view="form">
      <form
        noValidate
        onSubmit={onSubmitEmail}
        aria-labelledby={ids.title}
        aria-busy={loading}
        data-loading={loading ? '' : undefined}
        css={{ display: 'flex', flexDirection: 'column', gap: theme.space[3] }}
      >
        <Title id={ids.title} css={{ margin: 0, fontSize: theme.fontSizes.lg, fontWeight: theme.fontWeights.bold }}>
          {nonEmpty(title) ? title : words.signUpTitle}
        </Title>
        {nonEmpty(description) ? (
          <Text id={ids.description} size="sm" color="secondary">
            {description}
          </Text>
        ) : null}
        <TextField
          ref={emailRef}
          id={ids.email}
          label={words.emailAddress}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(event) => {
            typed.current = true;
            setEmail(event.target.value);
          }}
          aria-describedby={nonEmpty(description) ? ids.description : undefined}
          error={emailError}
          endAddon={
            <Button type="submit" color="dark" aria-disabled={loading || undefined} data-newsletter-submit="">
              {loading ? words.signingUp : words.signUp}
            </Button>
          }
        />
        {loading ? (
          <p role="status" css={{ margin: 0, fontSize: theme.fontSizes.sm }} data-newsletter-loading="">
            {words.submitting}
          </p>
        ) : null}
        {nonEmpty(legalText) ? (
          <div data-newsletter-legal="" css={legalStyles} dangerouslySetInnerHTML={{ __html: legalText }} />
        ) : null}
      </form>
      <Drawer
        open={drawerOpen}
        onOpenChange={setDrawerOpen}
        title={words.moreTitle}
        description={words.moreDescription}
        closeLabel={words.close}
        placement="right"
      >
        <form
          noValidate
          onSubmit={onSubmitProfile}
          data-newsletter-confirmation=""
          css={{ display: 'flex', flexDirection: 'column', gap: theme.space[4] }}
        >
          <TextField
            ref={postalRef}
            id={ids.postal}
            label={postalLabel}
            name="postalCode"
            autoComplete="postal-code"
            maxLength={postalRule.maxLength}
            value={postalCode}
            onChange={(event) => setPostalCode(event.target.value)}
            aria-required="true"
            error={postalError}
          />
          <div>
            <label htmlFor={ids.gender} css={fieldLabelStyles}>
              {words.gender}
            </label>
            <select
              id={ids.gender}
              name="gender"
              value={gender}
              onChange={(event) => setGender(Number(event.target.value) as NewsletterGender)}
              css={fieldControlStyles('md')}
            >
              {NEWSLETTER_GENDERS.map((option) => (
                <option key={option.value} value={option.value}>
                  {words[option.word]}
                </option>
              ))}
            </select>
          </div>
          <div css={{ display: 'flex', gap: theme.space[3], justifyContent: 'flex-end' }}>
            <Button variant="outline" color="dark" onClick={onSkip}>
              {words.skip}
            </Button>
            <Button type="submit" color="dark">
              {words.submit}
            </Button>
          </div>
        </form>
      </Drawer>
    </div>
  );
}
