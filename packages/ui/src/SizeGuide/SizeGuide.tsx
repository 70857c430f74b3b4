import styled from '@emotion/styled';
import { DrawerLink } from '../internal/DrawerLink';
import { theme } from '../theme/theme';

type Bounds = { min: number; max: number };

/** A size guide (commerce's `SizeGuide`): sizes by body measurements in centimetres and inches, and how to measure. */
export interface SizeGuideData {
  title: string;
  measurements: readonly { key: string; label: string }[];
  sizes: readonly { size: string; body: Readonly<Record<string, { cm: Bounds; in: Bounds }>> }[];
  howToMeasure: readonly { label: string; text: string }[];
}

/** The words (named as the storefront's buy box messages name them, so those can be passed as they are). */
export interface SizeGuideText {
  /** The link beside the sizes that opens the guide, and the page section's title. */
  sizeGuide: string;
  /** The table's caption; `{title}` is the guide's title. */
  sizeGuideCaption: string;
  /** The size column's header. */
  sizeGuideSize: string;
  sizeGuideHowTo: string;
  close: string;
}

export const defaultSizeGuideText: SizeGuideText = {
  sizeGuide: 'Size guide',
  sizeGuideCaption: '{title}: body measurements',
  sizeGuideSize: 'Size',
  sizeGuideHowTo: 'How to measure',
  close: 'Close',
};

/** The id of the size guide's section on the page: the link's target without JavaScript. */
export const SIZE_GUIDE_SECTION_ID = 'size_guide';

const range = ({ min, max }: Bounds) => (min === max ? String(min) : `${min}–${max}`);

const Table = styled.table({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: theme.fontSizes.sm,
  '& caption': { textAlign: 'start', fontWeight: theme.fontWeights.semibold, paddingBottom: theme.space[2] },
  '& th, & td': {
    textAlign: 'start',
    padding: `${theme.space[2]} ${theme.space[2]}`,
    borderBottom: `1px solid ${theme.colors.border.subtle}`,
    verticalAlign: 'top',
  },
  '& td span': { display: 'block', color: theme.colors.text.secondary },
});
const Scroll = styled.div({
  overflowX: 'auto',
  '&:focus-visible': { outline: `2px solid ${theme.colors.focusRing}`, outlineOffset: '2px' },
});
const HowTo = styled.div({
  marginTop: theme.space[4],
  '& h3': { margin: `0 0 ${theme.space[2]}`, fontSize: theme.fontSizes.md },
  '& dt': { fontWeight: theme.fontWeights.semibold },
  '& dd': { margin: `0 0 ${theme.space[2]}` },
});

/**
 * The guide as a table: a row per size (its row header), a column per body measurement (column headers), each cell
 * in centimetres and in inches; then how to take each measurement. Static HTML, the same on the server.
 */
export function SizeGuideTable({ guide, text = defaultSizeGuideText }: { guide: SizeGuideData; text?: SizeGuideText }) {
  const caption = text.sizeGuideCaption.replace('{title}', guide.title);
  return (
    <div data-size-guide-table="">
      {/* A narrow screen scrolls the table sideways: the region takes focus so a keyboard can scroll it too. */}
      <Scroll role="region" aria-label={caption} tabIndex={0}>
        <Table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{text.sizeGuideSize}</th>
              {guide.measurements.map(({ key, label }) => (
                <th scope="col" key={key}>
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {guide.sizes.map(({ size, body }) => (
              <tr key={size}>
                <th scope="row">{size}</th>
                {guide.measurements.map(({ key }) => {
                  const cell = body[key];
                  return (
                    <td key={key}>
                      {cell ? (
                        <>
                          {range(cell.cm)} cm<span>{range(cell.in)} in</span>
                        </>
                      ) : null}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </Table>
      </Scroll>
      {guide.howToMeasure.length > 0 ? (
        <HowTo>
          <h3>{text.sizeGuideHowTo}</h3>
          <dl>
            {guide.howToMeasure.map(({ label, text: line }) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{line}</dd>
              </div>
            ))}
          </dl>
        </HowTo>
      ) : null}
    </div>
  );
}

/**
 * The "Size guide" link beside a product's sizes. Without JavaScript it goes to the guide's section on the page
 * (`#size_guide`); with it, it opens the guide in a drawer (a modal dialog: focus moves in, Escape or the close
 * button closes it, focus comes back to the link). A link, not a button, because it must work before and without
 * hydration; an island holding link clicks until it hydrates replays the click here.
 */
export function SizeGuideLink({
  guide,
  text = defaultSizeGuideText,
  href = `#${SIZE_GUIDE_SECTION_ID}`,
}: {
  guide: SizeGuideData;
  text?: SizeGuideText;
  href?: string;
}) {
  return (
    <DrawerLink
      href={href}
      label={text.sizeGuide}
      title={guide.title}
      closeLabel={text.close}
      linkAttributes={{ 'data-size-guide-link': '' }}
    >
      <SizeGuideTable guide={guide} text={text} />
    </DrawerLink>
  );
}
