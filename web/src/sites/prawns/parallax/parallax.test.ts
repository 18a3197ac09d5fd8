import { describe, expect, it } from 'vitest';
import { layerOffset, layerTransform, parallaxLayers } from './parallax';

describe('layerOffset', () => {
  it('holds a layer moving with the content in place', () => {
    expect(layerOffset(500, { id: 'a', speed: 1 })).toEqual({ x: 0, y: 0 });
  });

  it('pulls a slower layer back by (1 − speed) of the scrolled distance', () => {
    expect(layerOffset(1000, { id: 'a', speed: 0.3 })).toEqual({ x: 0, y: 700 });
    expect(layerOffset(400, { id: 'a', speed: 0.8 })).toEqual({ x: 0, y: 80 });
  });

  it('pushes a faster layer ahead', () => {
    expect(layerOffset(400, { id: 'a', speed: 1.25 })).toEqual({ x: 0, y: -100 });
  });

  it('drifts sideways by the drift factor', () => {
    expect(layerOffset(500, { id: 'a', speed: 0.5, drift: 0.12 })).toEqual({ x: 60, y: 250 });
  });

  it('is still at the top and ignores overscroll above it', () => {
    expect(layerOffset(0, { id: 'a', speed: 0.3, drift: 0.1 })).toEqual({ x: 0, y: 0 });
    expect(layerOffset(-40, { id: 'a', speed: 0.3, drift: 0.1 })).toEqual({ x: 0, y: 0 });
  });

  it('rounds to hundredths of a pixel', () => {
    expect(layerOffset(333, { id: 'a', speed: 2 / 3 })).toEqual({ x: 0, y: 111 });
    expect(layerOffset(10, { id: 'a', speed: 0.123456 })).toEqual({ x: 0, y: 8.77 });
  });
});

describe('layerTransform', () => {
  it('writes only a translate3d', () => {
    expect(layerTransform(1000, { id: 'a', speed: 0.35, drift: 0.12 })).toBe(
      'translate3d(120px, 650px, 0)',
    );
  });
});

describe('parallaxLayers', () => {
  it('has the water, rays, bubbles, seaweed, fish, prawns and rocks at different speeds', () => {
    const ids = parallaxLayers.map((layer) => layer.id);
    expect([...ids].sort()).toEqual(
      ['bubbles', 'fish', 'prawns', 'rays', 'rocks', 'seaweed', 'water'].sort(),
    );
    expect(new Set(parallaxLayers.map((layer) => layer.speed)).size).toBe(parallaxLayers.length);
  });
});
