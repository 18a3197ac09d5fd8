import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiHeader } from '@nestjs/swagger';

export const DEMO_SIMULATED_KEY = 'demo:simulated';
export const DEMO_SIMULATED_HEADER = 'X-Demo-Simulated';

/**
 * Marks a write handler whose effects are simulated in demo mode for anonymous visitors and for
 * staff accounts with the demo flag: it runs fully, then its transaction is rolled back.
 */
export const DemoSimulated = () =>
  applyDecorators(
    SetMetadata(DEMO_SIMULATED_KEY, true),
    ApiHeader({
      name: DEMO_SIMULATED_HEADER,
      required: false,
      description:
        'Response header: `1` when demo mode simulated this write (nothing was stored); the body then has `simulated: true`.',
    }),
  );
