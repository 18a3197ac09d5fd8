import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** An ArtAlley account: separate from staff accounts (issue: "a separate account kind"). */
@Entity({ name: 'gallery_members' })
@Index('UQ_gallery_members_username', { synchronize: false })
export class GalleryMember {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_gallery_members' })
  id: string;

  /** Unique ignoring case (a unique index on lower(username)). */
  @Column({ type: 'varchar', length: 14 })
  username: string;

  @Column({ name: 'password_hash', type: 'varchar', length: 255 })
  passwordHash: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
