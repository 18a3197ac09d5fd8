/** Part of every response of a write that demo mode may simulate. */
export class SimulatedDto {
  /** Present and true when demo mode ran this write and rolled it back: nothing was stored. */
  simulated?: boolean;
}
