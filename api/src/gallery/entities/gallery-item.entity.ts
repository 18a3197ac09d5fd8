import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { TITLE_MAX } from '../gallery.rules';

/** An artwork in the gallery: its picture (WebP variants in the media store) and its counts. */
@Entity({ name: 'gallery_items' })
// Serves the newest-first keyset pages (read backwards); the id orders equal times.
@Index('IDX_gallery_items_uploaded_at_id', ['uploadedAt', 'id'])
export class GalleryItem {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_gallery_items' })
  id: string;

  @Column({ name: 'image_id', type: 'varchar', length: 32 })
  imageId: string;

  /** Artworks uploaded without a title have none. */
  @Column({ name: 'title', type: 'varchar', length: TITLE_MAX, nullable: true })
  title: string | null;

  @Column({ name: 'uploader_name', type: 'varchar', length: 60 })
  uploaderName: string;

  /** Likes minus dislikes, kept in step with gallery_item_votes in the same transaction. */
  @Column({ name: 'like_count', type: 'integer', default: 0 })
  likeCount: number;

  /** Comments and replies on the item, kept in step with gallery_comments. */
  @Column({ name: 'comment_count', type: 'integer', default: 0 })
  commentCount: number;

  @CreateDateColumn({ name: 'uploaded_at', type: 'timestamptz' })
  uploadedAt: Date;
}
