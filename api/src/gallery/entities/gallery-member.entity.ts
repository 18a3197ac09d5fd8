import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** An ArtAlley account: separate from staff accounts (issue: "a separate account kind"). */
@Entity({ name: 'gallery_members' })
@Index('UQ_gallery_members_username_key', ['usernameKey'], { unique: true })
export class GalleryMember {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_gallery_members' })
  id: string;

  /** As registered (NFKC); shown beside comments. */
  @Column({ type: 'varchar', length: 14 })
  username: string;

  /**
   * The name compared for uniqueness and at login: NFKC, lower case, so Ada, ada and Ａｄａ are
   * one name. The database sets it from `username` (trigger, migration GalleryUsernameKey), so
   * every writer agrees on it. NULL only for members whose name collided with an older member's
   * when the key was introduced: they keep their content but cannot log in.
   */
  @Column({ name: 'username_key', type: 'text', nullable: true, insert: false, update: false })
  usernameKey: string | null;

  @Column({ name: 'password_hash', type: 'varchar', length: 255 })
  passwordHash: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
