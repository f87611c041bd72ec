import { Body, Controller, Get, Header, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiNoContentResponse, ApiTags, ApiTooManyRequestsResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { AuditService } from './audit/audit.service';
import { ErrorResponseDto } from '../common/error-response.dto';
import { AdminWrite } from './admin-only.decorator';
import { AuthService, SESSION_COOKIE, sessionTokenOf } from './auth.service';
import { LoginDto, SessionDto } from './dto/login.dto';
import { FromOwnOrigin } from './origin';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly audit: AuditService,
  ) {}

  /** Signs the operator in: sets an HttpOnly, SameSite=Strict session cookie. */
  @Post('login')
  @HttpCode(200)
  @Header('Cache-Control', 'private, no-store')
  @FromOwnOrigin()
  @ApiUnauthorizedResponse({ type: ErrorResponseDto, description: 'Wrong password.' })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto, description: 'More than 10 wrong passwords from this address within a minute.' })
  async login(@Body() input: LoginDto, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<SessionDto> {
    const { token, expiresAt, sessionId } = await this.auth.signIn(input.password, req.ip ?? 'unknown');
    await this.audit.record({ action: 'Signed in', target: null, request: 'POST /api/auth/login', sessionId });
    res.cookie(SESSION_COOKIE, token, {
      httpOnly: true,
      sameSite: 'strict',
      secure: req.secure,
      path: '/',
      expires: expiresAt,
    });
    return { authenticated: true, expiresAt: expiresAt.toISOString() };
  }

  @Post('logout')
  @HttpCode(204)
  @FromOwnOrigin()
  @ApiNoContentResponse({ description: 'Signed out; the session cookie is cleared.' })
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<void> {
    const sessionId = await this.auth.signOut(sessionTokenOf(req));
    if (sessionId) await this.audit.record({ action: 'Signed out', target: null, request: 'POST /api/auth/logout', sessionId });
    res.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'strict' });
  }

  /** Ends every admin session, on every device, this one included (admin). */
  @Post('logout-everywhere')
  @HttpCode(204)
  @AdminWrite('Signed out everywhere')
  @ApiNoContentResponse({ description: 'Every session has ended; the session cookie is cleared.' })
  async logoutEverywhere(@Res({ passthrough: true }) res: Response): Promise<void> {
    await this.auth.signOutEverywhere();
    res.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'strict' });
  }

  /** Tells whether the request carries a signed-in session. */
  @Get('session')
  @Header('Cache-Control', 'private, no-store')
  async session(@Req() req: Request): Promise<SessionDto> {
    const session = await this.auth.find(sessionTokenOf(req));
    return session ? { authenticated: true, expiresAt: session.expiresAt.toISOString() } : { authenticated: false };
  }
}
