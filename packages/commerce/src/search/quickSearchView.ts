import type { SearchComboboxGroup, SearchComboboxMessage, SearchComboboxOption } from '@ridgeline/ui';
import {
  fillTemplate,
  quickSearchMessage,
  type QuickSearchProduct,
  type QuickSearchResult,
  type QuickSearchText,
} from './quickSearch';

/** What choosing an option does. */
export type QuickSearchAction =
  | { kind: 'search'; term: string }
  /** `productId`: a product of the quick results (reported as followed from the search). */
  | { kind: 'navigate'; url: string; productId?: string }
  | { kind: 'did-you-mean'; suggestion: string };

export interface QuickSearchView {
  groups: SearchComboboxGroup[];
  /** The option id → what choosing it does. */
  actions: Map<string, QuickSearchAction>;
  message?: SearchComboboxMessage;
  /** The live region's text. */
  status: string;
}

function formatPrice(price: NonNullable<QuickSearchProduct['price']>, localeId: string, from: string): string {
  let text: string;
  try {
    text = new Intl.NumberFormat(localeId, { style: 'currency', currency: price.currency }).format(price.value);
  } catch {
    text = `${price.value.toFixed(2)} ${price.currency}`;
  }
  return price.isRange ? fillTemplate(from, { price: text }) : text;
}

/**
 * The popup's contents. With no term (input empty or under 3 characters): the recent searches. With results: a
 * "did you mean" option, phrases, categories, content pages and products (a grid), and the message of
 * `quickSearchMessage`. While the term's results are on their way: nothing (the previous ones are gone).
 */
export function quickSearchView({
  term,
  result,
  recent,
  localeId = 'en-US',
  messages,
}: {
  term: string;
  result: QuickSearchResult | undefined;
  recent: readonly string[];
  localeId?: string;
  messages: QuickSearchText;
}): QuickSearchView {
  const groupNames = messages.groups;
  const actions = new Map<string, QuickSearchAction>();
  const option = (
    id: string,
    action: QuickSearchAction,
    fields: Omit<SearchComboboxOption, 'id'>,
  ): SearchComboboxOption => {
    actions.set(id, action);
    return { id, ...fields };
  };
  if (!term) {
    const options = recent.map((entry) => option(`recent:${entry}`, { kind: 'search', term: entry }, { label: entry }));
    return { groups: options.length ? [{ id: 'recent', label: groupNames.recent, options }] : [], actions, status: '' };
  }
  if (!result || result.term !== term) return { groups: [], actions, status: '' };

  const message = quickSearchMessage(result, messages);
  const groups: SearchComboboxGroup[] = [];
  if (message?.kind === 'did-you-mean') {
    groups.push({
      id: 'did-you-mean',
      label: groupNames.didYouMean,
      hideLabel: true,
      options: [
        option(
          `did-you-mean:${message.suggestion}`,
          { kind: 'did-you-mean', suggestion: message.suggestion },
          { label: message.text, value: message.suggestion, keepsOpen: true },
        ),
      ],
    });
  }
  groups.push(
    {
      id: 'phrases',
      label: groupNames.phrases,
      options: result.phrases.map((phrase) =>
        option(`phrase:${phrase}`, { kind: 'search', term: phrase }, { label: phrase }),
      ),
    },
    {
      id: 'categories',
      label: groupNames.categories,
      options: result.categories.map((category) =>
        option(
          `category:${category.id}`,
          { kind: 'navigate', url: category.url },
          {
            label: category.name,
            ...(category.parentCategoryName ? { description: category.parentCategoryName } : {}),
          },
        ),
      ),
    },
    {
      id: 'content',
      label: groupNames.content,
      options: result.content.map((page) =>
        option(`content:${page.id}`, { kind: 'navigate', url: page.url }, { label: page.name }),
      ),
    },
    {
      id: 'products',
      label: groupNames.products,
      layout: 'grid',
      options: result.products.map((product) =>
        option(
          `product:${product.id}`,
          { kind: 'navigate', url: product.url, productId: product.id },
          {
            label: product.name,
            ...(product.price ? { description: formatPrice(product.price, localeId, messages.from) } : {}),
            ...(product.image ? { image: product.image } : {}),
          },
        ),
      ),
    },
  );
  const count = actions.size;
  const shownMessage: SearchComboboxMessage | undefined =
    message && message.kind !== 'did-you-mean'
      ? { text: message.text, tone: message.kind === 'products-failed' ? 'error' : 'neutral' }
      : undefined;
  const status = message
    ? message.text
    : fillTemplate(count === 1 ? messages.statusOne : messages.statusOther, { count, term });
  return { groups, actions, ...(shownMessage ? { message: shownMessage } : {}), status };
}
