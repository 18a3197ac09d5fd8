import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { GalleryComment } from './gallery-comment.entity';
import { GalleryItem } from './gallery-item.entity';
import { GalleryMember } from './gallery-member.entity';

/** A member's like (1) or dislike (-1) of an item; no row means no vote. */
@Entity({ name: 'gallery_item_votes' })
export class GalleryItemVote {
  @PrimaryColumn({
    name: 'item_id',
    type: 'uuid',
    primaryKeyConstraintName: 'PK_gallery_item_votes',
  })
  itemId: string;

  @PrimaryColumn({
    name: 'member_id',
    type: 'uuid',
    primaryKeyConstraintName: 'PK_gallery_item_votes',
  })
  memberId: string;

  @ManyToOne(() => GalleryItem, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'item_id', foreignKeyConstraintName: 'FK_gallery_item_votes_item' })
  item?: GalleryItem;

  @ManyToOne(() => GalleryMember, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'member_id', foreignKeyConstraintName: 'FK_gallery_item_votes_member' })
  member?: GalleryMember;

  @Column({ type: 'smallint' })
  value: number;
}

/** A member's like (1) or dislike (-1) of a comment. */
@Entity({ name: 'gallery_comment_votes' })
export class GalleryCommentVote {
  @PrimaryColumn({
    name: 'comment_id',
    type: 'uuid',
    primaryKeyConstraintName: 'PK_gallery_comment_votes',
  })
  commentId: string;

  @PrimaryColumn({
    name: 'member_id',
    type: 'uuid',
    primaryKeyConstraintName: 'PK_gallery_comment_votes',
  })
  memberId: string;

  @ManyToOne(() => GalleryComment, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'comment_id', foreignKeyConstraintName: 'FK_gallery_comment_votes_comment' })
  comment?: GalleryComment;

  @ManyToOne(() => GalleryMember, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'member_id', foreignKeyConstraintName: 'FK_gallery_comment_votes_member' })
  member?: GalleryMember;

  @Column({ type: 'smallint' })
  value: number;
}

/** Which items a member has opened (the check mark). */
@Entity({ name: 'gallery_seen_items' })
export class GallerySeenItem {
  @PrimaryColumn({
    name: 'item_id',
    type: 'uuid',
    primaryKeyConstraintName: 'PK_gallery_seen_items',
  })
  itemId: string;

  @PrimaryColumn({
    name: 'member_id',
    type: 'uuid',
    primaryKeyConstraintName: 'PK_gallery_seen_items',
  })
  memberId: string;

  @ManyToOne(() => GalleryItem, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'item_id', foreignKeyConstraintName: 'FK_gallery_seen_items_item' })
  item?: GalleryItem;

  @ManyToOne(() => GalleryMember, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'member_id', foreignKeyConstraintName: 'FK_gallery_seen_items_member' })
  member?: GalleryMember;
}
