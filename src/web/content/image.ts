/** A shipped image with its intrinsic size (width/height prevent layout shift). */
export interface ImageAsset {
  src: string;
  width: number;
  height: number;
  alt: string;
}
