import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * The public address pages name in canonical links, hreflang alternates and the sitemap; fixed
 * at build time like the rest of the pre-rendered HTML (docker compose passes PUBLIC_URL).
 */
const siteOrigin =
  process.env.VITE_SITE_ORIGIN ?? process.env.PUBLIC_URL ?? 'http://localhost:3000';
process.env.VITE_SITE_ORIGIN = siteOrigin;

export default defineConfig({
  plugins: [react()],
  define: { 'import.meta.env.VITE_SITE_ORIGIN': JSON.stringify(siteOrigin) },
  // The pre-rendering build bundles its dependencies, so CSS and font imports resolve as in the
  // browser build.
  ssr: { noExternal: true },
  build: {
    // Site illustrations stay files (cacheable, lazy); inlined they would bloat the JS chunks.
    assetsInlineLimit: (file) => (/\.(avif|webp)$/.test(file) ? false : undefined),
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup.ts'],
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    restoreMocks: true,
  },
});
