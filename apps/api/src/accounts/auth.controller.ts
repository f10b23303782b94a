import { Body, Controller, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { ACCOUNT_TEXTS, AuthService, PasswordResets, toUserView, User } from '@app/accounts';
import type { AccountMessageResponse, AuthUserResponse, CurrentUserResponse, UserView } from '@app/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CurrentAuth, CurrentUser } from '../common/current-user.decorator';
import { Public, SignedIn } from '../common/policy.decorator';
import type { RequestAuth } from '../common/request-auth';
import { SessionCookie } from '../common/session-cookie';
import { clientOf } from './client-context';
import {
  AdminSignInDto,
  ChangePasswordDto,
  ForgotPasswordDto,
  ResetPasswordDto,
  SignInDto,
  SignUpDto,
  UpdateProfileDto,
} from './dto/auth.dto';
import { AuthUserResponseDto, CurrentUserResponseDto, MessageResponseDto } from './dto/user.dto';

const texts = ACCOUNT_TEXTS;

@ApiTags('accounts')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly resets: PasswordResets,
    private readonly cookie: SessionCookie,
  ) {}

  @Public()
  @Post('signup-phone')
  @ApiOperation({ summary: 'Create a customer account (then sign in with signin-phone)' })
  @ApiResponse({ status: 201, type: MessageResponseDto })
  async signUp(
    @Body() body: SignUpDto,
    @Req() request: FastifyRequest,
  ): Promise<AccountMessageResponse & { user: UserView }> {
    const user = await this.auth.signUp(body, clientOf(request, this.cookie));
    return { success: true, message: texts.messages.accountCreated, user: toUserView(user) };
  }

  @Public()
  @Post('signin-phone')
  @HttpCode(200)
  @ApiOperation({ summary: 'Sign in with phone and password; sets the session cookie (a new one)' })
  @ApiResponse({ status: 200, type: AuthUserResponseDto })
  async signIn(
    @Body() body: SignInDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AuthUserResponse> {
    const signedIn = await this.auth.signIn(body, clientOf(request, this.cookie));
    this.cookie.set(reply, signedIn.token, signedIn.maxAgeSeconds);
    return { success: true, user: toUserView(signedIn.user), message: texts.messages.signedIn };
  }

  @Public()
  @Post('admin-signin')
  @HttpCode(200)
  @ApiOperation({ summary: 'Admin sign-in with email or phone; role admin only; shorter session' })
  @ApiResponse({ status: 200, type: AuthUserResponseDto })
  async adminSignIn(
    @Body() body: AdminSignInDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AuthUserResponse> {
    const signedIn = await this.auth.adminSignIn(body, clientOf(request, this.cookie));
    this.cookie.set(reply, signedIn.token, signedIn.maxAgeSeconds);
    return {
      success: true,
      user: toUserView(signedIn.user),
      message: texts.messages.signedIn,
      mfa: signedIn.user.totpEnabledAt ? 'verify' : 'enrol',
    };
  }

  @Public()
  @Get('user')
  @ApiOperation({ summary: 'The signed-in user, or success false and user null (never a 401)' })
  @ApiResponse({ status: 200, type: CurrentUserResponseDto })
  currentUser(@CurrentAuth() auth?: RequestAuth): CurrentUserResponse {
    return auth ? { success: true, user: toUserView(auth.user) } : { success: false, user: null };
  }

  @SignedIn()
  @Post('update-profile')
  @HttpCode(200)
  @ApiOperation({ summary: "Change one's name, phone or email" })
  @ApiResponse({ status: 200, type: AuthUserResponseDto })
  async updateProfile(
    @CurrentUser() user: User,
    @Body() body: UpdateProfileDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AuthUserResponse> {
    const { user: updated, issued } = await this.auth.updateProfile(
      user,
      body,
      clientOf(request, this.cookie),
    );
    if (issued) this.cookie.set(reply, issued.token, issued.maxAgeSeconds);
    return { success: true, user: toUserView(updated), message: texts.messages.profileUpdated };
  }

  @Public()
  @Post('forgot-password')
  @HttpCode(202)
  @ApiOperation({
    summary: 'Emails a single-use reset code when the address has an account; the same answer either way',
  })
  @ApiResponse({ status: 202, type: MessageResponseDto })
  async forgotPassword(
    @Body() body: ForgotPasswordDto,
    @Req() request: FastifyRequest,
  ): Promise<AccountMessageResponse> {
    await this.resets.request(body.email, clientOf(request, this.cookie));
    return { success: true, message: texts.recovery.sent };
  }

  @Public()
  @Post('reset-password')
  @HttpCode(200)
  @ApiOperation({ summary: 'Sets a new password with the emailed code (once); every session ends' })
  @ApiResponse({ status: 200, type: MessageResponseDto })
  async resetPassword(
    @Body() body: ResetPasswordDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AccountMessageResponse> {
    await this.resets.reset(body, clientOf(request, this.cookie));
    this.cookie.clear(reply);
    return { success: true, message: texts.recovery.done };
  }

  @SignedIn()
  @Post('change-password')
  @HttpCode(200)
  @ApiOperation({ summary: 'Re-checks the current password, sets the new one, ends every other session' })
  @ApiResponse({ status: 200, type: MessageResponseDto })
  async changePassword(
    @CurrentUser() user: User,
    @Body() body: ChangePasswordDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AccountMessageResponse> {
    const issued = await this.auth.changePassword(
      user,
      { current: body.current, next: body.new },
      clientOf(request, this.cookie),
    );
    this.cookie.set(reply, issued.token, issued.maxAgeSeconds);
    return { success: true, message: texts.settings.passwordChanged };
  }

  @Public()
  @Post('signout')
  @HttpCode(200)
  @ApiOperation({ summary: 'Ends this session (if any) and clears the cookie' })
  @ApiResponse({ status: 200, type: MessageResponseDto })
  async signOut(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AccountMessageResponse> {
    await this.auth.signOut(this.cookie.read(request));
    this.cookie.clear(reply);
    return { success: true, message: texts.messages.signedOut };
  }
}
