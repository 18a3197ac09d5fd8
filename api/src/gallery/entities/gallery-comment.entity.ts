import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { GalleryItem } from './gallery-item.entity';
import { GalleryMember } from './gallery-member.entity';

/** A comment on an item, or a reply to one (nesting up to depth 10). */
@Entity({ name: 'gallery_comments' })
@Index('IDX_gallery_comments_item', ['itemId'])
@Index('IDX_gallery_comments_parent', ['parentId'])
export class GalleryComment {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_gallery_comments' })
  id: string;

  @Column({ name: 'item_id', type: 'uuid' })
  itemId: string;

  @ManyToOne(() => GalleryItem, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'item_id', foreignKeyConstraintName: 'FK_gallery_comments_item' })
  item?: GalleryItem;

  @Column({ name: 'parent_id', type: 'uuid', nullable: true })
  parentId: string | null;

  /** Deleting a comment deletes its replies. */
  @ManyToOne(() => GalleryComment, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'parent_id', foreignKeyConstraintName: 'FK_gallery_comments_parent' })
  parent?: GalleryComment;

  @Column({ name: 'author_id', type: 'uuid' })
  authorId: string;

  @ManyToOne(() => GalleryMember, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'author_id', foreignKeyConstraintName: 'FK_gallery_comments_author' })
  author?: GalleryMember;

  @Column({ name: 'author_name', type: 'varchar', length: 14 })
  authorName: string;

  @Column({ type: 'varchar', length: 300 })
  body: string;

  /** 0 for a comment on the item, parent's depth + 1 for a reply. */
  @Column({ type: 'smallint' })
  depth: number;

  @Column({ name: 'like_count', type: 'integer', default: 0 })
  likeCount: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
