// Public API of @ridgeline/ui. Re-exports only: every module is free of side effects
// (`sideEffects: false`), so bundlers keep just the components a page imports.
export * from './theme';
export * from './RidgelineProvider';
export * from './Motion';
export * from './VisuallyHidden';
export * from './Icon';
export * from './Link';
export * from './Button';
export * from './TextField';
export * from './Checkbox';
export * from './Heading';
export * from './Text';
// Layout primitives (issue 22): the app composes these instead of writing its own css.
export * from './Stack';
export * from './Container';
export * from './Panel';
export * from './Notice';
export * from './Image';
export * from './Skeleton';
export * from './Badge';
export * from './CountBadge';
export * from './Drawer';
export * from './FavouriteActions';
export * from './Modal';
export * from './Accordion';
export * from './Carousel';
export * from './SearchCombobox';
export * from './Toast';
// Product tile and its parts (issue 3).
export * from './Price';
export * from './PriceTierList';
export * from './SwatchStrip';
export * from './TechnologyBadge';
export * from './StockMessage';
export * from './ProductTile';
export * from './CompareTray';
// Product list and search results (issue 10).
export * from './ProductGrid';
export * from './Pagination';
export * from './RefinementList';
export * from './SortSelect';
export * from './StickyBuyBar';
export * from './Breadcrumbs';
export * from './QuickFilters';
// Site shell (issue 9): header bar, disclosure navigation / mega menu, payment card marks.
export * from './HeaderBar';
export * from './DisclosureNav';
export * from './PaymentCardIcon';
// Product detail page parts (issue 10).
export * from './ProductGallery';
export * from './VariationSelector';
export * from './QuantityStepper';
export * from './AddedToBagModal';
export * from './OfflineNotice';
export * from './OfflineBanner';
export * from './SearchPanel';
export * from './QuickSearchForm';
export * from './AuthForms';
export * from './AccountMenu';
export * from './AuthDialog';
// Account pages (issue 22): the frame and navigation, profile, order history, address book, membership.
export * from './AccountLayout';
export * from './ProfileForm';
export * from './OrderHistory';
export * from './AddressBook';
export * from './MembershipPanel';
// The bag and checkout's views (text, data, URLs as props; their islands come as slots).
export * from './CartAlert';
export * from './CartQuantityForm';
export * from './UnavailableItems';
export * from './ReservationAlert';
export * from './LoyaltyTracker';
export * from './PromoCodeForm';
export * from './OrderSummary';
export * from './CartPage';
export * from './CheckoutPage';
export * from './OrderConfirmation';
// Product list page, filter drawer and recommendations rail (issue 22: moved from the storefront).
export * from './FilterDrawer';
export * from './ProductListLayout';
export * from './RecommendationsRail';
export * from './ProductAccordions';
export * from './SizeGuide';
export * from './ShippingReturns';
export * from './Reviews';
export * from './ProductBuyBox';
// Store locator (issue 22: moved from the storefront).
export * from './StoreLocatorView';
// The header's mobile menu drawer (issue 22: moved from the storefront).
export * from './MobileMenuPanel';
export * from './NativeDrawer';
export * from './NativeModal';
// The header's desktop mega menu from a laid-out model (issue 22: moved from the storefront).
export * from './MegaMenuNav';
// The checkout pages' reduced header and footer (issue 22: moved from the storefront).
export * from './CheckoutChrome';
// The shell's one-off overlays: country selector, exit intent, pick up where you left off (issue 22).
export * from './OverlayDialog';
// A drawer of recommended products (the header's weather drawer; issue 22).
export * from './RecommendationsDrawer';
export * from './PreviewToolbar';
export * from './MerchandiserToolkit';
// The password reset and passwordless landing forms (issue 22).
export * from './RecoveryForms';
// The progressive-profiling drawer of the account page's banner.
export * from './ProfilingDrawer';
// The account's wish-list page.
export * from './WishlistView';
// The account page's profile-completion invitation.
export * from './ProfileBanner';
// A product page's wish-list toggle.
export * from './WishlistButton';
