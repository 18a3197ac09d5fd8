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
        // Hooks return the body: the mutator throws ApiError for every non-2xx answer, so the
        // `{data, status, headers}` envelope only forced callers to re-check `status === 200`.
        fetch: { includeHttpResponseReturnType: false },
        query: { useSuspenseQuery: false, signal: true },
        // Lists paged by `?cursor=` (`{items, nextCursor}`) that the web loads as one grows:
        // an infinite hook each, its page param written into `cursor`.
        operations: {
          listGalleryItems: { query: { useInfinite: true, useInfiniteQueryParam: 'cursor' } },
          listContactRequests: { query: { useInfinite: true, useInfiniteQueryParam: 'cursor' } },
        },
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
      // Zod Mini: functions instead of methods, so the browser bundles only the checks a schema
      // uses (the classic API's every method comes along with the first schema).
      override: { zod: { variant: 'mini' } },
    },
  },
});
