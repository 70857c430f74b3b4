import { useRef, useState } from 'react';
import { Button, Link, Modal, Stack, Text, theme } from '@ridgeline/ui';
import { keepLocaleCountry, rememberCountry, type CountryChoice, type CountryOverlay } from '@ridgeline/renderer';

export interface CountryModalProps {
  overlay: CountryOverlay;
  /** The page's locale: closing keeps its country. */
  locale: string;
  /** Called once the modal has closed (by a choice, Stay, Escape, the backdrop or the close button). */
  onDone?: () => void;
}

function Flag({ country }: { country: CountryChoice }) {
  if (!country.flagUrl) return null;
  return (
    <img
      src={country.flagUrl}
      alt=""
      width={24}
      height={16}
      css={{ display: 'inline-block', verticalAlign: 'middle', marginInlineEnd: theme.space[2] }}
    />
  );
}

/**
 * The country selector: the visiting country's locales (each sets the country cookie for 30 days, then its link
 * navigates), staying on the home country's site, and every country. Closing it in any way also sets the cookie, to the
 * country of the page's locale.
 */
export function CountryModal({ overlay, locale, onDone }: CountryModalProps) {
  const [open, setOpen] = useState(true);
  const chosen = useRef(false);
  const close = () => {
    if (!chosen.current) keepLocaleCountry(locale);
    setOpen(false);
    onDone?.();
  };
  const { visitingCountry: visiting, homeCountry: home } = overlay;
  const choose = () => {
    chosen.current = true;
    rememberCountry(visiting.countryCode);
  };
  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? setOpen(true) : close())}
      title={overlay.modalTitle}
      description={`Choose where you want to shop. You are on the ${home.translatedName} site.`}
      footer={
        <Button variant="outline" onClick={close}>
          {`Stay on the ${home.translatedName} site`}
        </Button>
      }
    >
      <Stack gap={3} data-country-modal="">
        <Text weight="semibold">
          <Flag country={visiting} />
          {visiting.translatedName}
        </Text>
        {visiting.locales.length > 0 ? (
          <Stack as="ul" gap={2}>
            {visiting.locales.map((option) => (
              <li key={option.id}>
                <Button href={option.href} variant="solid" onClick={choose}>
                  {`Shop ${visiting.translatedName} (${option.name})`}
                </Button>
              </li>
            ))}
          </Stack>
        ) : null}
        {overlay.viewAllCountriesUrl ? <Link href={overlay.viewAllCountriesUrl}>View all countries</Link> : null}
      </Stack>
    </Modal>
  );
}
