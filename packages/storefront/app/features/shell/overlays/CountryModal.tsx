import { useRef } from 'react';
import { CountryDialog } from '@ridgeline/ui';
import { keepLocaleCountry, rememberCountry, type CountryOverlay } from '@ridgeline/renderer';

export interface CountryModalProps {
  overlay: CountryOverlay;
  /** The page's locale: closing keeps its country. */
  locale: string;
  /** Called once the modal has closed (by a choice, Stay, Escape, the backdrop or the close button). */
  onDone?: () => void;
}

/**
 * The country selector (ui's `CountryDialog`): the visiting country's locales (each sets the country cookie for 30
 * days, then its link navigates), staying on the home country's site, and every country. Closing it in any way also
 * sets the cookie, to the country of the page's locale.
 */
export function CountryModal({ overlay, locale, onDone }: CountryModalProps) {
  const chosen = useRef(false);
  const { visitingCountry: visiting, homeCountry: home } = overlay;
  return (
    <CountryDialog
      title={overlay.modalTitle}
      description={`Choose where you want to shop. You are on the ${home.translatedName} site.`}
      countryName={visiting.translatedName}
      flagUrl={visiting.flagUrl}
      options={visiting.locales.map((option) => ({
        id: option.id,
        href: option.href,
        label: `Shop ${visiting.translatedName} (${option.name})`,
      }))}
      stayLabel={`Stay on the ${home.translatedName} site`}
      viewAll={
        overlay.viewAllCountriesUrl ? { href: overlay.viewAllCountriesUrl, label: 'View all countries' } : undefined
      }
      onChoose={() => {
        chosen.current = true;
        rememberCountry(visiting.countryCode);
      }}
      onClose={() => {
        if (!chosen.current) keepLocaleCountry(locale);
        onDone?.();
      }}
    />
  );
}
