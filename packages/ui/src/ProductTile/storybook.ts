// Story helpers (not exported from the package).

/** Viewport globals (names defined in .storybook/preview.tsx): 375, 768, 1024 and 1440 px wide. */
export const viewports = {
  mobile: { viewport: { value: 'mobile', isRotated: false } },
  tablet: { viewport: { value: 'tablet', isRotated: false } },
  laptop: { viewport: { value: 'laptop', isRotated: false } },
  desktop: { viewport: { value: 'desktop', isRotated: false } },
} as const;

/** Resolves after `ms`: a stand-in for a network request in stories. */
export const request = (ms = 400) => new Promise<void>((resolve) => setTimeout(resolve, ms));
