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
  Query,
  Req,
  Res,
} from '@nestjs/common';
import { ApiNoContentResponse, ApiTags } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import type { Request, Response } from 'express';
import {
  GalleryAdmin,
  GalleryMember,
  GalleryMemberOrAdmin,
  OptionalGalleryMember,
  OptionalStaff,
  Public,
} from '../common/access/access.decorators';
import {
  CurrentGalleryMember,
  CurrentGalleryViewer,
  OptionalCurrentStaff,
} from '../common/access/principal.decorators';
import type {
  GalleryMemberPrincipal,
  GalleryViewer,
  StaffPrincipal,
} from '../common/access/principals';
import { ChangesPublicReads, PublicRead } from '../common/cache/public-read.decorators';
import { PageQueryDto } from '../common/pagination/page.dto';
import { ApiProblems } from '../common/problem/api-problems.decorator';
import { notAuthenticatedProblem } from '../common/problem/problem';
import { SessionService } from '../common/session/session.service';
import type { ResolvedConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { UploadedImage } from '../media/image-upload.decorator';
import type { UploadedImageFile } from '../media/image-upload.decorator';
import {
  CreateGalleryCommentDto,
  GalleryCommentDto,
  GalleryCommentTreeDto,
  GalleryItemDto,
  GalleryItemPageDto,
  GalleryMemberDto,
  MemberCredentialsDto,
  MemberRegistrationDto,
  MemberVotesDto,
  SeenItemsDto,
  UploadGalleryItemDto,
  VoteDto,
  VoteResultDto,
} from './dto/gallery.dto';
import { ArtworkUpload } from './artwork-upload.decorator';
import { isGalleryAdmin } from './gallery-admin.rules';
import { GalleryService } from './gallery.service';
import type { MemberLogin } from './gallery.service';

/** Per client IP, on top of the cost of argon2id. */
const AUTH_RATE_LIMIT = { limit: 20, ttl: 15 * 60 * 1000 };
const UPLOAD_RATE_LIMIT = { limit: 60, ttl: 15 * 60 * 1000 };
const COMMENT_RATE_LIMIT = { limit: 60, ttl: 15 * 60 * 1000 };

/**
 * ArtAlley: its own member login beside the staff one. Members write comments and votes; the
 * gallery admin (a listed member or the staff root) uploads and deletes.
 */
@ApiTags('gallery')
@Controller('gallery')
export class GalleryController {
  constructor(
    private readonly gallery: GalleryService,
    private readonly sessions: SessionService,
    @Inject(APP_CONFIG) private readonly config: ResolvedConfig,
  ) {}

  /** A member who just logged in; a staff root in the same session makes them the admin. */
  private loggedInMemberDto(
    member: GalleryMemberPrincipal,
    staff: StaffPrincipal | undefined,
  ): GalleryMemberDto {
    const logins = { memberUsername: member.username, staffRole: staff?.role };
    return {
      username: member.username,
      admin: isGalleryAdmin(logins, this.config.artAdminUsernames),
    };
  }

  /**
   * Creates a member account and logs it in; fetch a new CSRF token afterwards. Like a login it
   * sets the device cookie (see logInMember).
   */
  @OptionalStaff()
  @Throttle({ default: AUTH_RATE_LIMIT })
  @Post('auth/register')
  @ApiProblems(400, 403, 429, 503)
  async registerMember(
    @Body() input: MemberRegistrationDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
    @OptionalCurrentStaff() staff: StaffPrincipal | undefined,
  ): Promise<GalleryMemberDto> {
    const login = await this.gallery.register(input.username, input.password);
    return this.startMemberSession(login, request, response, staff);
  }

  /**
   * Logs a member in; fetch a new CSRF token afterwards. Five attempts per account from unknown
   * clients in 15 minutes; the httpOnly device cookie set here (for this route only) keeps this
   * device able to log in while strangers' wrong passwords have locked the account.
   */
  @OptionalStaff()
  @Throttle({ default: AUTH_RATE_LIMIT })
  @Post('auth/login')
  @HttpCode(200)
  @ApiProblems(400, 401, 403, 429, 503)
  async logInMember(
    @Body() input: MemberCredentialsDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
    @OptionalCurrentStaff() staff: StaffPrincipal | undefined,
  ): Promise<GalleryMemberDto> {
    const login = await this.gallery.authenticate(
      input.username,
      input.password,
      this.gallery.deviceCookies.read(request),
    );
    return this.startMemberSession(login, request, response, staff);
  }

  private async startMemberSession(
    { member, deviceCookie }: MemberLogin,
    request: Request,
    response: Response,
    staff: StaffPrincipal | undefined,
  ): Promise<GalleryMemberDto> {
    await this.sessions.startGalleryMemberSession(request, member);
    this.gallery.deviceCookies.write(response, deviceCookie);
    return this.loggedInMemberDto(member, staff);
  }

  /** Ends the gallery login (a staff login in the same session stays). */
  @Public()
  @Post('auth/logout')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Logged out' })
  @ApiProblems(403)
  logOutMember(
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<void> {
    return this.sessions.endGalleryMemberSession(request, response);
  }

  /** The logged-in member (401 when nobody is). */
  @OptionalGalleryMember()
  @Get('auth/me')
  @ApiProblems(401)
  getCurrentMember(@CurrentGalleryViewer() viewer: GalleryViewer): GalleryMemberDto {
    if (!viewer.member) throw notAuthenticatedProblem(undefined, 'Not logged in to the gallery.');
    return { username: viewer.member.username, admin: viewer.admin };
  }

  /** The artworks, newest first, a page at a time. */
  @Public()
  @PublicRead('gallery-items')
  @Get('items')
  @ApiProblems(400, 503)
  listGalleryItems(@Query() page: PageQueryDto): Promise<GalleryItemPageDto> {
    return this.gallery.listItems(page);
  }

  /** Adds an artwork (gallery admin): a PNG, JPEG or BMP judged by decoding it, optionally titled. */
  @GalleryAdmin()
  @Throttle({ default: UPLOAD_RATE_LIMIT })
  @ChangesPublicReads('gallery-items')
  @Post('items')
  @ArtworkUpload()
  @ApiProblems(400, 401, 403, 413, 429, 503)
  uploadGalleryItem(
    @CurrentGalleryViewer() viewer: GalleryViewer,
    @UploadedImage() file: UploadedImageFile,
    @Body() input: UploadGalleryItemDto,
  ): Promise<GalleryItemDto> {
    return this.gallery.uploadItem(
      file.buffer,
      viewer.member?.username ?? 'Admin',
      input.title ?? null,
    );
  }

  /** Removes an artwork with its comments, votes and files (gallery admin). */
  @GalleryAdmin()
  @ChangesPublicReads('gallery-items')
  @Delete('items/:id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiProblems(400, 401, 403, 404, 503)
  deleteGalleryItem(@Param('id', new ParseUUIDPipe()) id: string): Promise<void> {
    return this.gallery.deleteItem(id);
  }

  /** The comment tree; each level sorted by like count descending. */
  @Public()
  @Get('items/:id/comments')
  @ApiProblems(400, 404, 503)
  listGalleryComments(
    @Param('id', new ParseUUIDPipe()) id: string,
  ): Promise<GalleryCommentTreeDto> {
    return this.gallery.listComments(id);
  }

  /** A comment or, with parentId, a reply (members; replies only below depth 10). */
  @GalleryMember()
  @Throttle({ default: COMMENT_RATE_LIMIT })
  @ChangesPublicReads('gallery-items')
  @Post('items/:id/comments')
  @ApiProblems(400, 401, 403, 404, 429, 503)
  addGalleryComment(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() input: CreateGalleryCommentDto,
    @CurrentGalleryMember() member: GalleryMemberPrincipal,
  ): Promise<GalleryCommentDto> {
    return this.gallery.addComment(id, input.body, input.parentId, member);
  }

  /** Deletes a comment and its replies (its author or the gallery admin). */
  @GalleryMemberOrAdmin()
  @ChangesPublicReads('gallery-items')
  @Delete('comments/:id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiProblems(400, 401, 403, 404, 503)
  deleteGalleryComment(
    @Param('id', new ParseUUIDPipe()) id: string,
    @CurrentGalleryViewer() viewer: GalleryViewer,
  ): Promise<void> {
    return this.gallery.deleteComment(id, viewer);
  }

  /** Sets the member's vote on an artwork (1 like, -1 dislike, 0 none); answers the new count. */
  @GalleryMember()
  @ChangesPublicReads('gallery-items')
  @Put('items/:id/vote')
  @ApiProblems(400, 401, 403, 404, 503)
  voteOnGalleryItem(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() input: VoteDto,
    @CurrentGalleryMember() member: GalleryMemberPrincipal,
  ): Promise<VoteResultDto> {
    return this.gallery.voteOnItem(id, input.value, member.id);
  }

  /** Sets the member's vote on a comment (1 like, -1 dislike, 0 none); answers the new count. */
  @GalleryMember()
  @Put('comments/:id/vote')
  @ApiProblems(400, 401, 403, 404, 503)
  voteOnGalleryComment(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() input: VoteDto,
    @CurrentGalleryMember() member: GalleryMemberPrincipal,
  ): Promise<VoteResultDto> {
    return this.gallery.voteOnComment(id, input.value, member.id);
  }

  /** The member's liked and disliked items and comments. */
  @GalleryMember()
  @Get('me/votes')
  @ApiProblems(401, 503)
  getMyGalleryVotes(
    @CurrentGalleryMember() member: GalleryMemberPrincipal,
  ): Promise<MemberVotesDto> {
    return this.gallery.memberVotes(member.id);
  }

  /** Marks an item as opened by the member (the check mark). */
  @GalleryMember()
  @Post('items/:id/seen')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Marked' })
  @ApiProblems(400, 401, 403, 404, 503)
  markGalleryItemSeen(
    @Param('id', new ParseUUIDPipe()) id: string,
    @CurrentGalleryMember() member: GalleryMemberPrincipal,
  ): Promise<void> {
    return this.gallery.markSeen(id, member.id);
  }

  /** The artworks the member has already seen (to mark new ones). */
  @GalleryMember()
  @Get('me/seen')
  @ApiProblems(401, 503)
  getMyGallerySeen(@CurrentGalleryMember() member: GalleryMemberPrincipal): Promise<SeenItemsDto> {
    return this.gallery.seenItems(member.id);
  }
}
