/** The component catalogue (Ladle): each component's states in de/en/it; `npm run catalogue`. */
export default {
  stories: 'src/catalogue/**/*.stories.tsx',
  outDir: 'dist-catalogue',
  viteConfig: '.ladle/vite.config.ts',
  port: 6006,
  previewPort: 4194,
  addons: {
    // Checked in CI by e2e/catalogue.spec.ts with the wcag22aa tags; the built-in panel uses older tags.
    a11y: { enabled: false },
    action: { enabled: false },
    control: { enabled: false },
    ladle: { enabled: true },
    mode: { enabled: true },
    rtl: { enabled: false },
    source: { enabled: false },
    theme: { enabled: false },
    width: { enabled: true, options: { phone: 390, desktop: 1280 }, defaultState: 0 },
    // Off: no worker is written into public/. The catalogue answers /fapi with the mock's handlers
    // in the page itself (.ladle/vite.config.ts keeps 'msw' the real package for them).
    msw: { enabled: false },
  },
};
