import { FOOTER_WORDS, PRODUCT_CAROUSEL_WORDS } from '@ridgeline/commerce';
import { CAROUSEL_WORDS } from '@ridgeline/ui';
import { describe, expect, it } from 'vitest';
import { renderContext } from '../content.server';
import { shopLocale } from '../urls';
import { blockLabelsOf } from './blockLabels';
import { intlFor } from './catalogs.server';

describe('block labels (RenderContext.labels)', () => {
  it('are none in English, so English pages render and serialise as before', () => {
    expect(blockLabelsOf(intlFor('en-US'))).toBeUndefined();
    expect(blockLabelsOf(intlFor('en-CA'))).toBeUndefined();
    expect(renderContext()).not.toHaveProperty('labels');
  });

  it("carry the tiles', the carousels', the related links' and the failed-block notice's French words on fr-CA", () => {
    const labels = blockLabelsOf(intlFor('fr-CA'))!;
    expect(labels.productTile).toMatchObject({
      outOfStock: 'Rupture de stock',
      colours: expect.stringContaining('{name}'),
    });
    expect(labels.productCarousel).toEqual({
      previous: 'Produits précédents',
      next: 'Produits suivants',
      products: 'Produits',
      recommended: 'Produits recommandés',
    });
    expect(Object.keys(labels.productCarousel!).sort()).toEqual(Object.keys(PRODUCT_CAROUSEL_WORDS).sort());
    expect(labels.contentError).toEqual({
      title: "Une erreur s'est produite. Réessayez !",
      description: "Une erreur s'est produite lors du chargement de ce contenu.",
      retry: 'Réessayer',
    });
    expect(labels.relatedLinks).toEqual({ title: 'Catégories associées' });
    // ui's carousel words, their placeholders kept for the carousel to fill
    expect(labels.carousel).toEqual({
      carousel: 'carrousel',
      slide: 'diapositive',
      slideOf: '{n} sur {count}',
      slides: '{label} : diapositives',
      chooseSlide: 'Choisir une diapositive',
      goToSlide: 'Aller à la diapositive {n}',
      goToPage: 'Aller à la page {n} sur {count}',
    });
    expect(Object.keys(labels.carousel!).sort()).toEqual(Object.keys(CAROUSEL_WORDS).sort());
    expect(renderContext(shopLocale('fr-CA')!).labels).toEqual(labels);
  });

  it('carry every word of the footer and its newsletter sign-up on fr-CA, each French, none on English pages', () => {
    const footer = blockLabelsOf(intlFor('fr-CA'))!.footer!;
    // Complete: every word the block has, so no English is left on a French page.
    expect(Object.keys(footer).sort()).toEqual(Object.keys(FOOTER_WORDS).sort());
    const english = FOOTER_WORDS as Record<string, string>;
    expect(Object.keys(footer).filter((key) => footer[key] === english[key])).toEqual([]);
    expect(footer).toMatchObject({
      viewAccount: 'Voir mon compte',
      location: 'Emplacement : {country}',
      legal: 'Mentions légales',
      signUpTitle: 'Inscrivez-vous à nos courriels',
      emailAddress: 'Adresse courriel',
      signUp: 'S’inscrire',
      signingUp: 'Inscription en cours…',
      moreTitle: 'Dites-nous-en un peu plus',
      postalCode: 'Code postal',
      gender: 'Genre',
      selectGender: 'Choisissez votre genre',
      male: 'Homme',
      female: 'Femme',
      preferNotToAnswer: 'Je préfère ne pas répondre',
      notProvided: 'Non précisé',
      invalidEmail: 'Veuillez entrer une adresse courriel valide.',
      emailTooLong: 'Doit contenir moins de 50 caractères.',
      required: 'Ce champ est obligatoire.',
      invalidPostalCode: 'Veuillez entrer un code postal valide',
      toastTitle: 'Merci',
      toastDescription: 'Surveillez votre boîte de réception pour nos dernières nouvelles et offres',
    });
    // The storefront's English is the block's, word for word (en-US and en-CA), so English pages carry none.
    for (const locale of ['en-US', 'en-CA']) expect(blockLabelsOf(intlFor(locale))?.footer, locale).toBeUndefined();
  });
});
