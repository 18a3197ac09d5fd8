import { defineConfig } from 'orval';

/** Output folder; the freshness check generates into a temporary folder and compares. */
const target = process.env.CONTRACTS_OUT ?? './src/generated';
const input = process.env.CONTRACTS_INPUT ?? '../openapi.yaml';

export default defineConfig({
  api: {
    input: { target: input },
    output: {
      mode: 'tags-split',
      target: `${target}/endpoints`,
      schemas: `${target}/model`,
      client: 'react-query',
      httpClient: 'fetch',
      clean: true,
      mock: { generators: [{ type: 'msw', delay: false, useExamples: true }] },
      override: {
        mutator: { path: './src/fetcher.ts', name: 'customFetch' },
        query: { useSuspenseQuery: false, signal: true },
      },
    },
  },
  zod: {
    input: { target: input },
    output: {
      mode: 'tags-split',
      target: `${target}/zod`,
      client: 'zod',
      fileExtension: '.zod.ts',
      clean: true,
    },
  },
});
