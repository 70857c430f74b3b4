import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import * as RadixAccordion from '@radix-ui/react-accordion';
import { createContext, useContext, type ReactNode } from 'react';
import { Icon } from '../Icon/Icon';
import { theme } from '../theme/theme';

export type AccordionHeadingLevel = 2 | 3 | 4 | 5 | 6;

export interface AccordionItemData {
  /** Stable id; also the value used by `defaultValue`/`value`. */
  id: string;
  title: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

interface AccordionCommonProps {
  /** Shortcut: render these items. Or compose `AccordionItem`/`AccordionTrigger`/`AccordionContent` as children. */
  items?: readonly AccordionItemData[];
  /** Level of the heading wrapping each trigger (APG: triggers live in headings). Default 3. */
  headingLevel?: AccordionHeadingLevel;
  children?: ReactNode;
  className?: string;
}

export interface AccordionMultipleProps extends AccordionCommonProps {
  /** `multiple` (default): any number of panels open at once. */
  type?: 'multiple';
  value?: string[];
  defaultValue?: string[];
  onValueChange?: (value: string[]) => void;
}

export interface AccordionSingleProps extends AccordionCommonProps {
  /** `single`: opening a panel closes the others. */
  type: 'single';
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Whether the open panel can be closed again. Default true. */
  collapsible?: boolean;
}

export type AccordionProps = AccordionMultipleProps | AccordionSingleProps;

const HeadingLevelContext = createContext<AccordionHeadingLevel>(3);

const Root = styled(RadixAccordion.Root)({
  borderTop: `1px solid ${theme.colors.border.default}`,
});

const Item = styled(RadixAccordion.Item)({
  borderBottom: `1px solid ${theme.colors.border.default}`,
});

const Header = styled(RadixAccordion.Header)({ margin: 0 });

const Trigger = styled(RadixAccordion.Trigger)({
  display: 'flex',
  width: '100%',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space[4],
  minHeight: theme.sizes.control.md,
  padding: `${theme.space[3]} 0`,
  border: 0,
  background: 'transparent',
  color: theme.colors.text.primary,
  fontSize: theme.fontSizes.md,
  fontWeight: theme.fontWeights.semibold,
  textAlign: 'start',
  cursor: 'pointer',
  '&:disabled': { cursor: 'not-allowed', color: theme.colors.text.muted },
  '& [data-icon]': {
    transition: `transform ${theme.durations.normal} ${theme.easings.standard}`,
  },
  '&[data-state="open"] [data-icon]': { transform: 'rotate(180deg)' },
});

const open = keyframes({ from: { height: 0 }, to: { height: 'var(--radix-accordion-content-height)' } });
const close = keyframes({ from: { height: 'var(--radix-accordion-content-height)' }, to: { height: 0 } });

const Content = styled(RadixAccordion.Content)({
  overflow: 'hidden',
  '&[data-state="open"]': { animation: `${open} ${theme.durations.normal} ${theme.easings.standard}` },
  '&[data-state="closed"]': { animation: `${close} ${theme.durations.normal} ${theme.easings.standard}` },
});

const ContentInner = styled.div({ paddingBottom: theme.space[4] });

export interface AccordionItemProps {
  value: string;
  disabled?: boolean;
  children: ReactNode;
}

export function AccordionItem({ value, disabled, children }: AccordionItemProps) {
  return (
    <Item value={value} disabled={disabled}>
      {children}
    </Item>
  );
}

/** The heading + button that toggles its item. Radix wires `aria-expanded`/`aria-controls`. */
export function AccordionTrigger({ children }: { children: ReactNode }) {
  const level = useContext(HeadingLevelContext);
  const HeadingTag = `h${level}` as const;
  return (
    <Header asChild>
      <HeadingTag>
        <Trigger>
          <span>{children}</span>
          <Icon name="chevron-down" size="md" />
        </Trigger>
      </HeadingTag>
    </Header>
  );
}

/** The panel; a `region` labelled by its trigger (Radix sets `role="region"` and `aria-labelledby`). */
export function AccordionContent({ children }: { children: ReactNode }) {
  return (
    <Content>
      <ContentInner>{children}</ContentInner>
    </Content>
  );
}

/**
 * APG accordion on Radix: buttons inside headings, `aria-expanded`, Enter/Space toggle, Up/Down/
 * Home/End move between triggers. Pass `items`, or compose the parts as children.
 */
export function Accordion(props: AccordionProps) {
  const { items, headingLevel = 3, children, className } = props;
  const body = items
    ? items.map((item) => (
        <AccordionItem key={item.id} value={item.id} disabled={item.disabled}>
          <AccordionTrigger>{item.title}</AccordionTrigger>
          <AccordionContent>{item.content}</AccordionContent>
        </AccordionItem>
      ))
    : children;

  const root =
    props.type === 'single' ? (
      <Root
        type="single"
        collapsible={props.collapsible ?? true}
        value={props.value}
        defaultValue={props.defaultValue}
        onValueChange={props.onValueChange}
        className={className}
      >
        {body}
      </Root>
    ) : (
      <Root
        type="multiple"
        value={props.value}
        defaultValue={props.defaultValue}
        onValueChange={props.onValueChange}
        className={className}
      >
        {body}
      </Root>
    );

  return <HeadingLevelContext.Provider value={headingLevel}>{root}</HeadingLevelContext.Provider>;
}
