import type { SizeGuideData } from './SizeGuide';

const cell = (cm: [number, number], inches: [number, number]) => ({
  cm: { min: cm[0], max: cm[1] },
  in: { min: inches[0], max: inches[1] },
});

/** A men's jackets guide as the sandbox's size-guide stand-in answers it. */
export const jacketsGuide: SizeGuideData = {
  title: "Men's jackets",
  measurements: [
    { key: 'chest', label: 'Chest' },
    { key: 'waist', label: 'Waist' },
  ],
  sizes: [
    { size: 'S', body: { chest: cell([86, 91], [34, 36]), waist: cell([71, 76], [28, 30]) } },
    { size: 'M', body: { chest: cell([96, 101], [38, 40]), waist: cell([81, 86], [32, 34]) } },
    { size: 'L', body: { chest: cell([106, 111], [41.5, 43.5]) } },
  ],
  howToMeasure: [{ label: 'Chest', text: 'Around the fullest part of the chest, under the arms.' }],
};
