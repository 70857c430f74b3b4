import { colors } from '../theme/tokens';

/**
 * A self-contained SVG image (data URL) for stories: no network, any size, labelled with its
 * dimensions so art direction is visible. Story-only; not exported from the package.
 */
export function placeholderImage(width: number, height: number, tone: 'brand' | 'autumn' | 'winter' = 'brand'): string {
  const palette = colors.palettes[tone];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<rect width="100%" height="100%" fill="${palette.base}"/>
<path d="M0 ${height * 0.75} L${width * 0.3} ${height * 0.4} L${width * 0.5} ${height * 0.6} L${width * 0.75} ${height * 0.3} L${width} ${height * 0.7} V${height} H0Z" fill="${palette.contrast}" opacity="0.35"/>
<text x="50%" y="50%" font-family="sans-serif" font-size="${Math.round(Math.min(width, height) / 10)}" fill="${palette.contrast}" text-anchor="middle">${width}×${height}</text>
</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
