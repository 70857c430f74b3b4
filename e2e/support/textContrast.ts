import type { Page } from '@playwright/test';
import {
  parseColor,
  requiredTextContrast,
  worstContrastAgainst,
  AA_LARGE_TEXT_CONTRAST,
} from '../../packages/ui/src/theme/contrast';

/**
 * Text contrast against the pixels actually rendered behind the text (issue 21). axe reads CSS colours and gives up
 * ("incomplete") wherever an image or gradient lies behind the text; this looks instead: it notes every visible text
 * (and icon-only control) with its colour and box, paints all text transparent, screenshots the page, and compares the
 * text colour with the worst small region of the pixels in each box.
 */

/** One visible text, or the icon of a control without text, as the page lays it out. */
export interface TextSample {
  /** The text (or the control's accessible name for an icon), trimmed to 60 characters. */
  label: string;
  /** A short CSS path of the element, for the report. */
  where: string;
  kind: 'text' | 'icon';
  /** The computed ink, its alpha multiplied by the opacity of every ancestor. */
  color: string;
  fontSizePx: number;
  fontWeight: number;
  /** Page coordinates (CSS px), clipped to what overflow lets through and to the page's width. */
  boxes: { x: number; y: number; width: number; height: number }[];
}

export interface ContrastFinding extends TextSample {
  /** The worst ratio over all boxes and regions. */
  ratio: number;
  required: number;
  /** The background region that gave the worst ratio, `rgb(…)`. */
  against: string;
}

/** Side of the square regions (CSS px) whose average colour is compared: about a glyph stroke or two. */
export const REGION_PX = 4;

/** Notes the visible texts and icon-only controls of the page (before anything is hidden). */
export function collectTextSamples(page: Page): Promise<TextSample[]> {
  return page.evaluate(() => {
    const samples: TextSample[] = [];
    const pageWidth = document.documentElement.clientWidth;
    const pathOf = (el: Element) => {
      const parts: string[] = [];
      for (
        let node: Element | null = el;
        node && node !== document.body && parts.length < 4;
        node = node.parentElement
      ) {
        const data = [...node.attributes].find((attr) => attr.name.startsWith('data-') && attr.name !== 'data-sticky');
        parts.unshift(`${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${data ? `[${data.name}]` : ''}`);
      }
      return parts.join(' > ');
    };
    // What overflow, opacity and visibility do to an element: its clip rectangle (viewport coordinates) and alpha.
    const visibility = (el: Element) => {
      let clip = { left: -Infinity, top: -Infinity, right: Infinity, bottom: Infinity };
      let opacity = 1;
      for (let node: Element | null = el; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        opacity *= Number(style.opacity);
        // The element's own overflow counts too: a visually hidden text is a 1 px box that clips its text away.
        if (style.overflow !== 'visible' && node !== document.documentElement && node !== document.body) {
          const rect = node.getBoundingClientRect();
          clip = {
            left: Math.max(clip.left, rect.left),
            top: Math.max(clip.top, rect.top),
            right: Math.min(clip.right, rect.right),
            bottom: Math.min(clip.bottom, rect.bottom),
          };
        }
      }
      return { clip, opacity };
    };
    const boxesOf = (rects: Iterable<DOMRect>, clip: ReturnType<typeof visibility>['clip']) => {
      const boxes: TextSample['boxes'] = [];
      for (const rect of rects) {
        const left = Math.max(rect.left, clip.left, 0);
        const right = Math.min(rect.right, clip.right, pageWidth);
        const top = Math.max(rect.top, clip.top);
        const bottom = Math.min(rect.bottom, clip.bottom);
        // Above the page (a skip link waiting for focus) nobody sees it.
        if (bottom + scrollY <= 0) continue;
        // Under 4 px is a visually hidden text (clip: rect(0 0 0 0)) or a sliver cut off by overflow.
        if (right - left < 4 || bottom - top < 4) continue;
        boxes.push({ x: left + scrollX, y: top + scrollY, width: right - left, height: bottom - top });
      }
      return boxes;
    };
    const skip = (el: Element) =>
      // checkVisibility: display none, content-visibility (a closed <details>' content), visibility, opacity 0.
      !el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) ||
      // Inactive controls are exempt (WCAG 1.4.3), and so is an unavailable variation: it is struck through by a line
      // in its own colour drawn over it, which is no background.
      el.closest(
        'script, style, noscript, template, [hidden], [inert], :disabled, [aria-disabled="true"], [data-unavailable]',
      ) !== null ||
      getComputedStyle(el).visibility !== 'visible';
    const alphaOf = (color: string, opacity: number) => {
      const match = /rgba?\(([^)]*)\)/.exec(color);
      if (!match) return color;
      const parts = match[1]!.split(/[\s,/]+/).filter(Boolean);
      const alpha = (parts[3] === undefined ? 1 : Number(parts[3])) * opacity;
      return `rgba(${parts[0]}, ${parts[1]}, ${parts[2]}, ${alpha})`;
    };

    // Elements whose text is measured: a control holding one of them is judged by its text, not by its icon.
    const withVisibleText = new Set<Element>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const el = node.parentElement;
      if (!text || !el || skip(el)) continue;
      const { clip, opacity } = visibility(el);
      if (opacity < 0.05) continue;
      range.selectNodeContents(node);
      const boxes = boxesOf(range.getClientRects(), clip);
      if (boxes.length === 0) continue;
      const style = getComputedStyle(el);
      withVisibleText.add(el);
      samples.push({
        label: text.slice(0, 60),
        where: pathOf(el),
        kind: 'text',
        color: alphaOf(style.color, opacity),
        fontSizePx: parseFloat(style.fontSize),
        fontWeight: Number(style.fontWeight),
        boxes,
      });
    }
    // Controls that show only an icon (search, menu, account; their name visually hidden): the icon is what a shopper
    // has to see, at the 3:1 of WCAG 1.4.11.
    const texted = [...withVisibleText];
    for (const control of document.querySelectorAll('a, button, summary')) {
      if (skip(control) || texted.some((el) => control.contains(el))) continue;
      const icon = control.querySelector('svg');
      if (!icon) continue;
      const { clip, opacity } = visibility(icon);
      if (opacity < 0.05) continue;
      const boxes = boxesOf([icon.getBoundingClientRect()], clip);
      if (boxes.length === 0) continue;
      const style = getComputedStyle(icon);
      samples.push({
        label: control.getAttribute('aria-label') ?? control.textContent?.trim().slice(0, 60) ?? '(icon)',
        where: pathOf(control),
        kind: 'icon',
        color: alphaOf(style.color, opacity),
        fontSizePx: 0,
        fontWeight: 400,
        boxes,
      });
    }
    return samples;
  });
}

/**
 * Waits until every image is loaded and decoded (lazy ones too: they are made eager), so the screenshot shows the
 * real image and not the placeholder colour behind it.
 */
export async function loadEveryImage(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const images = [...document.images];
    for (const image of images) if (image.loading === 'lazy') image.loading = 'eager';
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
  });
}

/**
 * Applied before anything is noted, and kept for the screenshot: a grid's `content-visibility: auto` cells off screen
 * are not painted in a full-page screenshot (they are not in the viewport), and a transition would be caught half way.
 */
const STEADY_CSS = `
  *, *::before, *::after { content-visibility: visible !important; transition: none !important; }
`;

const HIDE_TEXT_CSS = `
  *, *::before, *::after, *::placeholder, *::marker {
    color: transparent !important;
    -webkit-text-fill-color: transparent !important;
    text-shadow: none !important;
    text-decoration-color: transparent !important;
    caret-color: transparent !important;
  }
  a svg, a svg *, button svg, button svg *, summary svg, summary svg * {
    fill: transparent !important;
    stroke: transparent !important;
  }
`;

/** A constructed stylesheet: the page's CSP refuses an inline <style> (and so Playwright's screenshot `style`). */
async function addSheet(page: Page, css: string): Promise<void> {
  await page.evaluate((text) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(text);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  }, css);
}

/**
 * Measures every visible text and icon-only control of the page as it stands (scroll at the top, images loaded) and
 * returns all of them with their worst ratio, failing or not. Leaves the page as it was.
 */
export async function measureTextContrast(page: Page): Promise<ContrastFinding[]> {
  await page.evaluate(() => scrollTo(0, 0));
  await addSheet(page, STEADY_CSS);
  await loadEveryImage(page);
  const samples = await collectTextSamples(page);
  await addSheet(page, HIDE_TEXT_CSS);
  let png: Buffer;
  try {
    png = await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide', scale: 'css' });
  } finally {
    await page.evaluate(() => {
      document.adoptedStyleSheets = document.adoptedStyleSheets.slice(0, -2);
    });
  }
  // Decoded in a blank page of the same browser: the tested page's CSP and scripts stay out of it.
  const decoder = await page.context().newPage();
  try {
    const regionsPerSample = await decoder.evaluate(
      async ({ base64, boxesPerSample, regionPx }) => {
        const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
        const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const context = canvas.getContext('2d', { willReadFrequently: true })!;
        context.drawImage(bitmap, 0, 0);
        return boxesPerSample.map((boxes) =>
          boxes.flatMap((box) => {
            const x = Math.max(0, Math.floor(box.x));
            const y = Math.max(0, Math.floor(box.y));
            const width = Math.min(bitmap.width - x, Math.ceil(box.width));
            const height = Math.min(bitmap.height - y, Math.ceil(box.height));
            if (width <= 0 || height <= 0) return [];
            const { data } = context.getImageData(x, y, width, height);
            const regions: { r: number; g: number; b: number }[] = [];
            for (let top = 0; top < height; top += regionPx) {
              for (let left = 0; left < width; left += regionPx) {
                let r = 0;
                let g = 0;
                let b = 0;
                let n = 0;
                for (let row = top; row < Math.min(top + regionPx, height); row++) {
                  for (let col = left; col < Math.min(left + regionPx, width); col++) {
                    const i = (row * width + col) * 4;
                    r += data[i]!;
                    g += data[i + 1]!;
                    b += data[i + 2]!;
                    n++;
                  }
                }
                regions.push({ r: r / n, g: g / n, b: b / n });
              }
            }
            return regions;
          }),
        );
      },
      { base64: png.toString('base64'), boxesPerSample: samples.map((s) => s.boxes), regionPx: REGION_PX },
    );
    return samples.flatMap((sample, index) => {
      const worst = worstContrastAgainst(parseColor(sample.color), regionsPerSample[index] ?? []);
      if (!worst) return [];
      const required =
        sample.kind === 'icon' ? AA_LARGE_TEXT_CONTRAST : requiredTextContrast(sample.fontSizePx, sample.fontWeight);
      const { r, g, b } = worst.region;
      return [
        {
          ...sample,
          ratio: Math.round(worst.ratio * 100) / 100,
          required,
          against: `rgb(${Math.round(r)}, ${Math.round(g)}, ${Math.round(b)})`,
        },
      ];
    });
  } finally {
    await decoder.close();
  }
}

/** The findings below AA, one line each, worst first: what a failing assertion prints. */
export function belowAA(findings: readonly ContrastFinding[]): string[] {
  return findings
    .filter((finding) => finding.ratio < finding.required)
    .sort((a, b) => a.ratio - b.ratio)
    .map(
      (f) =>
        `${f.ratio}:1 < ${f.required}:1  ${f.kind} "${f.label}" (${f.color} on ${f.against}) at ${f.where}` +
        ` [${Math.round(f.boxes[0]!.x)},${Math.round(f.boxes[0]!.y)}]`,
    );
}
