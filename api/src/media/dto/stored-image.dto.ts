export class StoredImageDto {
  /** Refer to the picture by this id (e.g. in a vehicle's imageIds). */
  id: string;
  thumbnailUrl: string;
  largeUrl: string;
  /** Size of the large variant. */
  width: number;
  height: number;
}
