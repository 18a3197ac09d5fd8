import { ApiProperty } from '@nestjs/swagger';
export class StoredImageDto {
  /** Refer to the picture by this id (e.g. in a vehicle's imageIds). */
  @ApiProperty({ example: 'a3f1c2d4e5b60718293a4b5c6d7e8f90' })
  id: string;
  @ApiProperty({ example: '/api/v1/media/a3f1c2d4e5b60718293a4b5c6d7e8f90-thumb.webp' })
  thumbnailUrl: string;
  @ApiProperty({ example: '/api/v1/media/a3f1c2d4e5b60718293a4b5c6d7e8f90-large.webp' })
  largeUrl: string;
  /** Size of the large variant. */
  @ApiProperty({ example: 1600 })
  width: number;
  @ApiProperty({ example: 1200 })
  height: number;
}
