import { Module } from '@nestjs/common';
import { MediaModule } from '../media/media.module';
import { GalleryController } from './gallery.controller';
import { GalleryRepository } from './gallery.repository';
import { GalleryService } from './gallery.service';

/** ArtAlley: members, artworks, nested comments, votes and seen marks. */
@Module({
  imports: [MediaModule],
  controllers: [GalleryController],
  providers: [GalleryService, GalleryRepository],
})
export class GalleryModule {}
