import { Drawer } from '../Drawer/Drawer';
import { Link } from '../Link/Link';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { theme } from '../theme/theme';

/** One recommended product: name, link, optional image. */
export interface RecommendationsDrawerItem {
  id: string;
  name: string;
  href: string;
  imageUrl?: string | undefined;
}

export interface RecommendationsDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string | undefined;
  /** Undefined while they load (the list is `aria-busy`). */
  items: readonly RecommendationsDrawerItem[] | undefined;
  /** Shown when there are none. */
  emptyText: string;
  /** The footer's link to all of them. */
  viewAll: { href: string; label: string };
}

/** A drawer of recommended products in two columns (or `emptyText`) with a link to all of them. */
export function RecommendationsDrawer({
  open,
  onOpenChange,
  title,
  description,
  items,
  emptyText,
  viewAll,
}: RecommendationsDrawerProps) {
  return (
    <Drawer
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      {...(description ? { description } : {})}
      footer={
        <Link href={viewAll.href} variant="standalone">
          {viewAll.label}
        </Link>
      }
    >
      <div data-weather-drawer="" aria-busy={items === undefined}>
        {items === undefined ? null : items.length === 0 ? (
          <Text color="secondary">{emptyText}</Text>
        ) : (
          <Stack as="ul" gap={4} css={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
            {items.map((item) => (
              <li key={item.id}>
                <Link
                  href={item.href}
                  variant="unstyled"
                  css={{ display: 'flex', flexDirection: 'column', gap: theme.space[2] }}
                >
                  {item.imageUrl ? (
                    <img
                      src={item.imageUrl}
                      alt=""
                      width={160}
                      height={200}
                      loading="lazy"
                      css={{
                        width: '100%',
                        height: 'auto',
                        objectFit: 'cover',
                        background: theme.colors.background.muted,
                      }}
                    />
                  ) : null}
                  <Text size="sm">{item.name}</Text>
                </Link>
              </li>
            ))}
          </Stack>
        )}
      </div>
    </Drawer>
  );
}
