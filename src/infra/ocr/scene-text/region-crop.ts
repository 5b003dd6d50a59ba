import type { GreyImage } from '../image-prep.js';
import { pointIn, type RotatedRect } from './rotated-rect.js';
import { sampleAlong } from './sample-along.js';

/**
 * An enlarged, straightened crop around one detected region, and the way back from its pixels to
 * the page's. The page-wide detector sees a 1,280-px photo shrunk to 960 px: text 10–16 px high is
 * 7–12 px there, and its region comes out loose (a line glued to its label, a whole plate with the
 * VIN on it, a keystoned line cut askew). Looked at again in a crop where that text is several
 * times larger, the detector finds the line itself.
 */
export interface RegionCrop {
  image: GreyImage;
  /** The crop's frame on the page: its origin and axes (along and across the region). */
  frame: RotatedRect;
  /** Crop pixels per page pixel. */
  scale: number;
}

/** The crop's height in pixels: a region's text (a third to a half of it) then stands 40–80 px high. */
const CROP_HEIGHT = 160;
/** Around the region, this share of its height on every side: a loose region may have cut the line's ends. */
const MARGIN = 0.3;
/** The widest crop (the detector's cost grows with its area); a longer region is enlarged less. */
const MAX_WIDTH = 1600;
/** Never enlarged more than this: beyond it the page's own pixels are only blurred further. */
const MAX_SCALE = 4;

export function cropAround(page: GreyImage, rect: RotatedRect): RegionCrop {
  const margin = MARGIN * rect.height;
  const frame: RotatedRect = {
    ...rect,
    origin: pointIn(rect, -margin, -margin),
    length: rect.length + 2 * margin,
    height: rect.height + 2 * margin,
  };
  const scale = Math.max(0.5, Math.min(MAX_SCALE, CROP_HEIGHT / frame.height, MAX_WIDTH / frame.length));
  const width = Math.max(32, Math.round(frame.length * scale));
  const height = Math.max(32, Math.round(frame.height * scale));
  return { image: { pixels: sampleAlong(page, frame, width, height), width, height }, frame, scale };
}

/** A rectangle found in the crop, on the page: its corner and axes carried through the crop's frame. */
export function toPage(crop: RegionCrop, rect: RotatedRect): RotatedRect {
  const { frame, scale } = crop;
  const turn = (p: { x: number; y: number }) => ({
    x: frame.along.x * p.x + frame.across.x * p.y,
    y: frame.along.y * p.x + frame.across.y * p.y,
  });
  return {
    origin: pointIn(frame, rect.origin.x / scale, rect.origin.y / scale),
    along: turn(rect.along),
    across: turn(rect.across),
    length: rect.length / scale,
    height: rect.height / scale,
  };
}
