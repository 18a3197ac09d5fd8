/** Puts a building into a scene: where it stands, how it is drawn, and its reflection in water. */
import { contactShadow } from '../kit/building.mjs';
import { num } from '../kit/svg.mjs';

/**
 * Scales the building to fit `opts.hf` of the scene height and `opts.wf` of the usable width
 * (whichever is tighter), centres it at `opts.cx` of the width, stands it on the ground line and
 * records where it landed, so the setting can plant trees and lamps around it.
 */
export function placeBuilding(scene, building, opts = {}) {
  const modelWidth = building.x1 - building.x0,
    modelHeight = building.y1 - building.y0;
  // Wide canvases would make wide buildings huge; cap the width a building may fill.
  const usableWidth = Math.min(scene.width, scene.height * 1.4);
  const scale = Math.min(
    (scene.height * (opts.hf ?? 0.44)) / modelHeight,
    (usableWidth * (opts.wf ?? 0.6)) / modelWidth,
  );
  const mir = scene.mirror ? -1 : 1;
  const modelCentreX = (building.x0 + building.x1) / 2;
  const tx = scene.width * (opts.cx ?? 0.5) - mir * modelCentreX * scale,
    ty = scene.groundY;
  scene.placement = { scale, tx, ty, mir };
  const edgeA = tx + mir * building.x0 * scale,
    edgeB = tx + mir * building.x1 * scale;
  scene.buildingLeft = Math.min(edgeA, edgeB);
  scene.buildingRight = Math.max(edgeA, edgeB);
  scene.buildingTop = ty + building.y0 * scale;
  scene.buildingBottom = ty + building.y1 * scale;
  scene.toScreen = (x, y, z) => [
    tx + mir * scale * (x + z * building.DX),
    ty + scale * (-y - z * building.DY),
  ];
  scene.buildingWidth = scene.buildingRight - scene.buildingLeft;
  scene.buildingHeight = scene.groundY - scene.buildingTop;
}

/** Ground-level parts first, then the contact shadow over them, then the building itself. */
export function buildingSvg(scene, building, opts = {}) {
  const { scale, tx, ty, mir } = scene.placement;
  return `<g transform="translate(${num(tx)} ${num(ty)}) scale(${num(mir * scale)} ${num(scale)})">${building.groundParts.join('')}${opts.noShadow ? '' : contactShadow(building)}${building.parts.join('')}</g>`;
}

/** The building mirrored about `yAxis`, blurred more vertically (ripples), shown below `y0`. */
export function reflect(scene, buildingLayer, yAxis, y0, opacity = 0.35) {
  const id = scene.id('rc');
  scene.defs.push(
    `<clipPath id="${id}"><rect x="0" y="${num(y0)}" width="${scene.width}" height="${num(scene.height - y0)}"/></clipPath>`,
  );
  const blurId = scene.id('rb');
  scene.defs.push(
    `<filter id="${blurId}"><feGaussianBlur stdDeviation="${num(scene.unit * 0.25)} ${num(scene.unit * 0.6)}"/></filter>`,
  );
  return `<g clip-path="url(#${id})" opacity="${opacity}"><g filter="url(#${blurId})" transform="translate(0 ${num(2 * yAxis)}) scale(1 -1)">${buildingLayer}</g></g>`;
}
