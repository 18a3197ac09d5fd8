import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Inject,
  Param,
  ParseUUIDPipe,
  Post,
  Put,
  Req,
  Res,
} from '@nestjs/common';
import { ApiNoContentResponse, ApiTags } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import type { Request, Response } from 'express';
import { Public } from '../common/access/access.decorators';
import {
  isGalleryAdmin,
  requireGalleryAdmin,
  requireGalleryMember,
} from '../common/access/gallery-session';
import type { GalleryMemberSession } from '../common/access/gallery-session';
import { ApiProblems } from '../common/problem/api-problems.decorator';
import { notAuthenticatedProblem } from '../common/problem/problem';
import { sessionCookieName } from '../common/session/session-cookie';
import type { ResolvedConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { ImageUpload, UploadedImage } from '../media/image-upload';
import type { UploadedImageFile } from '../media/image-upload';
import {
  CreateGalleryCommentDto,
  GalleryCommentDto,
  GalleryCommentTreeDto,
  GalleryItemDto,
  GalleryItemListDto,
  GalleryMemberDto,
  MemberCredentialsDto,
  MemberVotesDto,
  SeenItemsDto,
  VoteDto,
  VoteResultDto,
} from './dto/gallery.dto';
import { GalleryService } from './gallery.service';

/** Per client IP, on top of the cost of argon2id. */
const AUTH_RATE_LIMIT = { limit: 20, ttl: 15 * 60 * 1000 };
const UPLOAD_RATE_LIMIT = { limit: 60, ttl: 15 * 60 * 1000 };
const COMMENT_RATE_LIMIT = { limit: 60, ttl: 15 * 60 * 1000 };

/** A new session id at login (no fixation); a staff login in the same browser is kept. */
function startMemberSession(request: Request, member: GalleryMemberSession): Promise<void> {
  const staff = request.session.staff;
  return new Promise((resolve, reject) =>
    request.session.regenerate((error: unknown) => {
      if (error) return reject(error);
      request.session.galleryMember = member;
      if (staff) request.session.staff = staff;
      request.session.save((saveError: unknown) => (saveError ? reject(saveError) : resolve()));
    }),
  );
}

/**
 * ArtAlley. Every handler is public to the staff guard and checks the gallery's own login: the
 * member session for writing, the gallery admin (decided here) for uploads and deletions.
 */
@ApiTags('gallery')
@Public()
@Controller('gallery')
export class GalleryController {
  constructor(
    private readonly gallery: GalleryService,
    @Inject(APP_CONFIG) private readonly config: ResolvedConfig,
  ) {}

  private memberDto(request: Request, member: GalleryMemberSession): GalleryMemberDto {
    return {
      username: member.username,
      admin: isGalleryAdmin(request.session, this.config.artAdminUsernames),
    };
  }

  /** Creates a member account and logs it in; fetch a new CSRF token afterwards. */
  @Throttle({ default: AUTH_RATE_LIMIT })
  @Post('auth/register')
  @ApiProblems(400, 403, 429, 503)
  async registerMember(
    @Body() input: MemberCredentialsDto,
    @Req() request: Request,
  ): Promise<GalleryMemberDto> {
    const member = await this.gallery.register(input.username, input.password);
    await startMemberSession(request, member);
    return this.memberDto(request, member);
  }

  /** Logs a member in; fetch a new CSRF token afterwards. */
  @Throttle({ default: AUTH_RATE_LIMIT })
  @Post('auth/login')
  @HttpCode(200)
  @ApiProblems(400, 401, 403, 429, 503)
  async logInMember(
    @Body() input: MemberCredentialsDto,
    @Req() request: Request,
  ): Promise<GalleryMemberDto> {
    const member = await this.gallery.authenticate(input.username, input.password);
    await startMemberSession(request, member);
    return this.memberDto(request, member);
  }

  /** Ends the gallery login (a staff login in the same session stays). */
  @Post('auth/logout')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Logged out' })
  @ApiProblems(403)
  async logOutMember(
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<void> {
    if (request.session.staff) {
      delete request.session.galleryMember;
      return;
    }
    await new Promise<void>((resolve, reject) =>
      request.session.destroy((error: unknown) => (error ? reject(error) : resolve())),
    );
    response.clearCookie(sessionCookieName(this.config.publicUrl), { path: '/' });
  }

  /** The logged-in member (401 when nobody is). */
  @Get('auth/me')
  @ApiProblems(401)
  getCurrentMember(@Req() request: Request): GalleryMemberDto {
    const member = request.session?.galleryMember;
    if (!member) throw notAuthenticatedProblem(undefined, 'Not logged in to the gallery.');
    return this.memberDto(request, member);
  }

  @Get('items')
  @ApiProblems(503)
  listGalleryItems(): Promise<GalleryItemListDto> {
    return this.gallery.listItems();
  }

  /** Adds an artwork (gallery admin): a PNG, JPEG or BMP judged by decoding it. */
  @Throttle({ default: UPLOAD_RATE_LIMIT })
  @Post('items')
  @ImageUpload()
  @ApiProblems(400, 401, 403, 413, 429, 503)
  uploadGalleryItem(
    @Req() request: Request,
    @UploadedImage() file: UploadedImageFile,
  ): Promise<GalleryItemDto> {
    requireGalleryAdmin(request, this.config.artAdminUsernames);
    const uploader = request.session.galleryMember?.username ?? 'Admin';
    return this.gallery.uploadItem(file.buffer, uploader);
  }

  /** Removes an artwork with its comments, votes and files (gallery admin). */
  @Delete('items/:id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiProblems(400, 401, 403, 404, 503)
  deleteGalleryItem(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Req() request: Request,
  ): Promise<void> {
    requireGalleryAdmin(request, this.config.artAdminUsernames);
    return this.gallery.deleteItem(id);
  }

  /** The comment tree; each level sorted by like count descending. */
  @Get('items/:id/comments')
  @ApiProblems(400, 404, 503)
  listGalleryComments(
    @Param('id', new ParseUUIDPipe()) id: string,
  ): Promise<GalleryCommentTreeDto> {
    return this.gallery.listComments(id);
  }

  /** A comment or, with parentId, a reply (members; replies only below depth 10). */
  @Throttle({ default: COMMENT_RATE_LIMIT })
  @Post('items/:id/comments')
  @ApiProblems(400, 401, 403, 404, 429, 503)
  addGalleryComment(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() input: CreateGalleryCommentDto,
    @Req() request: Request,
  ): Promise<GalleryCommentDto> {
    const member = requireGalleryMember(request);
    return this.gallery.addComment(id, input.body, input.parentId, member);
  }

  /** Deletes a comment and its replies (its author or the gallery admin). */
  @Delete('comments/:id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiProblems(400, 401, 403, 404, 503)
  deleteGalleryComment(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Req() request: Request,
  ): Promise<void> {
    const member = request.session?.galleryMember ?? null;
    const admin = isGalleryAdmin(request.session, this.config.artAdminUsernames);
    if (!member && !admin) throw notAuthenticatedProblem(undefined, 'Please log in first.');
    return this.gallery.deleteComment(id, { member, admin });
  }

  @Put('items/:id/vote')
  @ApiProblems(400, 401, 403, 404, 503)
  voteOnGalleryItem(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() input: VoteDto,
    @Req() request: Request,
  ): Promise<VoteResultDto> {
    return this.gallery.voteOnItem(id, input.value, requireGalleryMember(request).id);
  }

  @Put('comments/:id/vote')
  @ApiProblems(400, 401, 403, 404, 503)
  voteOnGalleryComment(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() input: VoteDto,
    @Req() request: Request,
  ): Promise<VoteResultDto> {
    return this.gallery.voteOnComment(id, input.value, requireGalleryMember(request).id);
  }

  /** The member's liked and disliked items and comments. */
  @Get('me/votes')
  @ApiProblems(401, 503)
  getMyGalleryVotes(@Req() request: Request): Promise<MemberVotesDto> {
    return this.gallery.memberVotes(requireGalleryMember(request).id);
  }

  /** Marks an item as opened by the member (the check mark). */
  @Post('items/:id/seen')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Marked' })
  @ApiProblems(400, 401, 403, 404, 503)
  markGalleryItemSeen(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Req() request: Request,
  ): Promise<void> {
    return this.gallery.markSeen(id, requireGalleryMember(request).id);
  }

  @Get('me/seen')
  @ApiProblems(401, 503)
  getMyGallerySeen(@Req() request: Request): Promise<SeenItemsDto> {
    return this.gallery.seenItems(requireGalleryMember(request).id);
  }
}
